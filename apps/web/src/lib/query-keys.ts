/**
 * Query key factories, one per domain, so invalidation never depends on retyped arrays.
 * Later domains (groups, budgets, ...) add their factory here.
 */
export const sessionKeys = {
  all: ['session'] as const,
  current: () => [...sessionKeys.all, 'current'] as const,
};

export const statusKeys = {
  all: ['status'] as const,
  version: () => [...statusKeys.all, 'version'] as const,
};
