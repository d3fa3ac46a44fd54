import type { TransactionType } from '@budget/contract';
import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * Query key factories, one per domain, so invalidation never depends on retyped arrays: a
 * mutation invalidates its domain's `all` prefix, plus the prefixes of the domains that are
 * computed from it (see `keysAffectedByTransactions`).
 */
export const sessionKeys = {
  all: ['session'] as const,
  current: () => [...sessionKeys.all, 'current'] as const,
};

export const statusKeys = {
  all: ['status'] as const,
  version: () => [...statusKeys.all, 'version'] as const,
};

export const preferenceKeys = {
  all: ['preferences'] as const,
  /** The user's id keeps one account's preferences from another's in the same tab. */
  current: (userId: string) => [...preferenceKeys.all, userId] as const,
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

/** A group's tags (GET /groups/:groupId/tags), by name. */
export const tagKeys = {
  all: ['tags'] as const,
  list: (groupId: string) => [...tagKeys.all, 'list', groupId] as const,
};

/** A group's categorisation rules (GET /groups/:groupId/rules), in their order. */
export const ruleKeys = {
  all: ['rules'] as const,
  list: (groupId: string) => [...ruleKeys.all, 'list', groupId] as const,
  /** The group's applications of rules to existing transactions (GET .../rule-runs). */
  runs: (groupId: string) => [...ruleKeys.all, 'runs', groupId] as const,
  /** How far one application has come, under the key the browser made up for it. */
  applyProgress: (progressId: string) => [...ruleKeys.all, 'apply-progress', progressId] as const,
};

/** The filter and page of one transactions list (GET /transactions). */
export interface TransactionListParams {
  /** None: every type (an account's statement). */
  transactionType?: TransactionType;
  /** Empty: all of the caller's groups. */
  groupIds: readonly string[];
  page: number;
  pageSize: number;
}

export const transactionKeys = {
  all: ['transactions'] as const,
  lists: () => [...transactionKeys.all, 'list'] as const,
  list: (params: TransactionListParams) => [...transactionKeys.lists(), params] as const,
  /** A search's page without its figures (GET /transactions/page). */
  pages: () => [...transactionKeys.all, 'page'] as const,
  page: (params: TransactionListParams) => [...transactionKeys.pages(), params] as const,
  /** A search's figures (GET /transactions/totals): the list's params without page or sort. */
  totals: (params: object) => [...transactionKeys.all, 'totals', params] as const,
  /** One transaction, for an edit address opened anew (GET /transactions/:transactionId). */
  one: (transactionId: string) => [...transactionKeys.all, 'one', transactionId] as const,
  /** The dashboard's latest transactions of all the caller's groups. */
  latest: (count: number) => [...transactionKeys.all, 'latest', count] as const,
  /** The recurring transactions due in the coming days (GET /transactions/upcoming). */
  upcoming: (groupIds: readonly string[], days: number | null = null) =>
    [
      ...transactionKeys.all,
      'upcoming',
      { groupIds: [...groupIds].sort(), ...(days === null ? {} : { days }) },
    ] as const,
};

/**
 * A transaction's attachments (GET /transactions/:transactionId/attachments). A change to them
 * also refreshes the transaction lists, whose rows count them (`attachmentCount`).
 */
export const attachmentKeys = {
  all: ['attachments'] as const,
  list: (transactionId: string) => [...attachmentKeys.all, 'list', transactionId] as const,
};

/** Uploading or deleting an attachment changes its transaction's row (its paperclip's count). */
export const keysAffectedByAttachments = [attachmentKeys.all, transactionKeys.all] as const;

/** What one budgets list asks GET /budgets for. */
export interface BudgetListParams {
  /** true: only the budgets active today, each with today's period (/budgets, no date point). */
  onlyActualPeriod: boolean;
  /** yyyy-MM-dd: the budgets active at that date, each with the period holding it. */
  datePoint: string | null;
  /** Empty: all of the caller's groups. */
  groupIds: readonly string[];
}

export const budgetKeys = {
  all: ['budgets'] as const,
  lists: () => [...budgetKeys.all, 'list'] as const,
  list: (params: BudgetListParams) =>
    [...budgetKeys.lists(), { ...params, groupIds: [...params.groupIds].sort() }] as const,
  /** GET /budgets/summary, the dashboard's 'Total Budgets', in a display currency. */
  summary: (currency: number) => [...budgetKeys.all, 'summary', currency] as const,
};

/** What GET /reports and GET /reports/budgets are asked for. */
export interface ReportParams {
  /** Empty: all of the caller's groups. */
  groupIds: readonly string[];
  /** yyyy-MM-dd, or null for an open end. */
  from: string | null;
  to: string | null;
  currency: number;
}

export const reportKeys = {
  all: ['reports'] as const,
  report: (params: ReportParams) =>
    [...reportKeys.all, 'report', { ...params, groupIds: [...params.groupIds].sort() }] as const,
  budgets: (params: ReportParams) =>
    [...reportKeys.all, 'budgets', { ...params, groupIds: [...params.groupIds].sort() }] as const,
  /** The dashboard's this month and last month, in a display currency. */
  monthTotals: (currency: number) => [...reportKeys.all, 'month-totals', currency] as const,
};

/**
 * Invitations to join a group: the pending ones a group's Owners and Members manage, and what one
 * e-mailed link offers. Adding a member (which may invite) and accepting refresh them.
 */
export const invitationKeys = {
  all: ['invitations'] as const,
  list: (groupId: string) => [...invitationKeys.all, 'list', groupId] as const,
  link: (token: string) => [...invitationKeys.all, 'link', token] as const,
};

/**
 * What each member of a group paid and owes (GET /groups/:groupId/balances), and the group's
 * settlement currency and default split (GET /groups/:groupId/sharing).
 */
export const balanceKeys = {
  all: ['balances'] as const,
  group: (groupId: string) => [...balanceKeys.all, groupId] as const,
  /** Who owes whom in all the caller's groups (GET /groups/settle-up), for the dashboard. */
  settleUp: () => [...balanceKeys.all, 'settle-up'] as const,
};

export const sharingKeys = {
  all: ['sharing'] as const,
  group: (groupId: string) => [...sharingKeys.all, groupId] as const,
};

export const accountKeys = {
  all: ['accounts'] as const,
  list: (currency: number) => [...accountKeys.all, 'list', currency] as const,
  /**
   * A group's money accounts (GET /groups/:groupId/money-accounts): under the accounts' prefix,
   * so every transaction write, which moves their balances, refreshes them.
   */
  money: (groupId: string) => [...accountKeys.all, 'money', groupId] as const,
  /** An account at the end of a day against its bank (refreshed by every transaction write). */
  reconciliation: (groupId: string, moneyAccountId: string, date: string) =>
    [...accountKeys.all, 'reconciliation', groupId, moneyAccountId, date] as const,
};

/**
 * A budget's spent is computed from its group's expenses, and a budget lists its categories by
 * name: so adding, editing or deleting a transaction, and renaming or deleting a category, also
 * makes every budget list, the dashboard's summary, the reports and the accounts out of date. Those mutations invalidate
 * these prefixes, so /budgets and the dashboard show the new figures without a reload and no
 * feature has to know the others' queries. A shared transaction moves its group's balances too.
 */
export const keysAffectedByTransactions = [
  transactionKeys.all,
  budgetKeys.all,
  reportKeys.all,
  accountKeys.all,
  balanceKeys.all,
] as const;
/** Transactions and budgets carry their categories' names; a deleted one stops counting. */
export const keysAffectedByCategories = [
  categoryKeys.all,
  transactionKeys.all,
  budgetKeys.all,
  reportKeys.all,
  // A deleted category is dropped from the rules naming it (docs/decisions.md, 'Rules').
  ruleKeys.all,
] as const;

/**
 * Transactions carry their tags' names: renaming, merging or deleting a tag changes the rows (and
 * which of them a tag filter matches), the report's spending by tag, and the rules naming it.
 */
export const keysAffectedByTags = [
  tagKeys.all,
  transactionKeys.all,
  reportKeys.all,
  ruleKeys.all,
] as const;

/** Budget against actual in the reports is computed from the budgets too. */
export const keysAffectedByBudgets = [budgetKeys.all, reportKeys.all] as const;

/** Marks every query under these prefixes stale (refetching those on screen), all at once. */
export async function invalidatePrefixes(
  queryClient: QueryClient,
  prefixes: readonly QueryKey[],
): Promise<void> {
  await Promise.all(prefixes.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
