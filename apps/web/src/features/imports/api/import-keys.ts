/** The imports' query keys: a group's history, under one prefix that imports and undos refresh. */
export const importKeys = {
  all: ['imports'] as const,
  list: (groupId: string) => [...importKeys.all, 'list', groupId] as const,
  progress: (progressId: string) => [...importKeys.all, 'progress', progressId] as const,
};
