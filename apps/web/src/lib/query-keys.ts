/**
 * Query key factories, one per domain, so invalidation never depends on retyped arrays.
 * Later domains (budgets, ...) add their factory here.
 */
export const sessionKeys = {
  all: ['session'] as const,
  current: () => [...sessionKeys.all, 'current'] as const,
};

export const statusKeys = {
  all: ['status'] as const,
  version: () => [...statusKeys.all, 'version'] as const,
};

export const groupKeys = {
  all: ['groups'] as const,
  /**
   * The signed-in user's groups with their members. The user's id is part of the key so a list
   * cached for one account can never be shown to the next one signing in in the same tab.
   */
  list: (userId: string) => [...groupKeys.all, 'list', userId] as const,
};
