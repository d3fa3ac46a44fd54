import type { MoneyAccount } from '@budget/contract';
import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiClient } from '../api-client.ts';
import { accountKeys } from '../query-keys.ts';

/**
 * GET /groups/:groupId/money-accounts: the group's money accounts, open ones first, each oldest
 * first. Shared because the accounts screen lists them and the transactions screen offers,
 * filters by and names them.
 */
export function getMoneyAccounts(groupId: string, signal?: AbortSignal) {
  return apiClient.get('/groups/:groupId/money-accounts', { params: { groupId }, signal });
}

export function moneyAccountsQueryOptions(groupId: string) {
  return queryOptions({
    queryKey: accountKeys.money(groupId),
    queryFn: ({ signal }) => getMoneyAccounts(groupId, signal),
    meta: { showError: true },
  });
}

/** One group's accounts; `enabled: false` while no group is chosen. */
export function useMoneyAccountsQuery(groupId: string, options: { enabled?: boolean } = {}) {
  return useQuery({
    ...moneyAccountsQueryOptions(groupId),
    enabled: (options.enabled ?? true) && groupId !== '',
  });
}

/** The accounts of several groups: each group's list, and every account by id. */
export interface MoneyAccountsOf {
  byGroup: ReadonlyMap<string, readonly MoneyAccount[]>;
  byId: ReadonlyMap<string, MoneyAccount>;
  isPending: boolean;
}

/** The accounts of these groups, one query each (the same entries the forms read). */
export function useMoneyAccountsOf(groupIds: readonly string[]): MoneyAccountsOf {
  const key = groupIds.join('\n');
  // Stable while the groups stay, so TanStack keeps the combined result while no list changes.
  const combine = useCallback(
    (results: readonly { data?: MoneyAccount[]; isPending: boolean }[]) =>
      collect(
        key === '' ? [] : key.split('\n'),
        results.map((result) => result.data),
        results.some((result) => result.isPending),
      ),
    [key],
  );
  return useQueries({
    queries: groupIds.map((groupId) => moneyAccountsQueryOptions(groupId)),
    combine,
  });
}

function collect(
  groupIds: readonly string[],
  lists: readonly (MoneyAccount[] | undefined)[],
  isPending: boolean,
): MoneyAccountsOf {
  const byGroup = new Map<string, readonly MoneyAccount[]>();
  const byId = new Map<string, MoneyAccount>();
  groupIds.forEach((groupId, index) => {
    const list = lists[index] ?? [];
    byGroup.set(groupId, list);
    for (const account of list) byId.set(account.id, account);
  });
  return { byGroup, byId, isPending };
}

/** The accounts a transaction or transfer may go to: the open ones. */
export function openAccounts(accounts: readonly MoneyAccount[] | undefined): MoneyAccount[] {
  return (accounts ?? []).filter((account) => !account.closed);
}
