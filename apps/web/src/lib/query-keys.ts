/**
 * Query key factories, one per domain, so invalidation never depends on retyped arrays: a
 * mutation invalidates its domain's `all` prefix. Later domains (budgets, ...) add theirs here.
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

export const categoryKeys = {
  all: ['categories'] as const,
  lists: () => [...categoryKeys.all, 'list'] as const,
  /**
   * The categories of some groups; an empty list means all of the caller's groups. The ids are
   * sorted so the same set of groups always shares one cache entry.
   */
  list: (groupIds: readonly string[]) =>
    [...categoryKeys.lists(), { groupIds: [...groupIds].sort() }] as const,
};

/** The filter and page of one transactions list (GET /transactions). */
export interface TransactionListParams {
  transactionType: number;
  /** Empty: all of the caller's groups. */
  groupIds: readonly string[];
  page: number;
  pageSize: number;
}

export const transactionKeys = {
  all: ['transactions'] as const,
  lists: () => [...transactionKeys.all, 'list'] as const,
  list: (params: TransactionListParams) => [...transactionKeys.lists(), params] as const,
};
