import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client.ts';
import { unlessStartedWithPage } from '@/lib/query-client.ts';
import { accountKeys } from '@/lib/query-keys.ts';

/**
 * GET /accounts?currency=: each of the user's groups as a shared account (balances, this month,
 * transaction count and last date), with the balances converted into `currency` and totalled.
 */
export function getAccounts(currency: number, signal?: AbortSignal) {
  return apiClient.get('/accounts', { query: { currency }, signal });
}

export function accountsQueryOptions(currency: number) {
  return queryOptions({
    queryKey: accountKeys.list(currency),
    queryFn: ({ signal }) => getAccounts(currency, signal),
    // Other members add transactions too: the screen asks again whenever it is opened.
    staleTime: 0,
    refetchOnMount: unlessStartedWithPage,
    // Switching the currency keeps the cards up (dimmed) instead of falling back to skeletons.
    placeholderData: keepPreviousData,
    meta: { showError: true },
  });
}

export function useAccountsQuery(currency: number) {
  return useQuery(accountsQueryOptions(currency));
}
