import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client.ts';
import { unlessStartedWithPage } from '@/lib/query-client.ts';
import { transactionKeys } from '@/lib/query-keys.ts';

/** The dashboard looks a week ahead. */
export const BILLS_DUE_DAYS = 7;

/**
 * GET /transactions/upcoming?days=7: what the recurring transactions of all the user's groups
 * will add from today through the next 7 days (each group's today), soonest first.
 */
export function billsDueQueryOptions() {
  return queryOptions({
    queryKey: transactionKeys.upcoming([], BILLS_DUE_DAYS),
    queryFn: ({ signal }) =>
      apiClient.get('/transactions/upcoming', { query: { days: BILLS_DUE_DAYS }, signal }),
    staleTime: 0,
    refetchOnMount: unlessStartedWithPage,
    meta: { showError: true },
  });
}

export function useBillsDueQuery() {
  return useQuery(billsDueQueryOptions());
}
