import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client.ts';
import { unlessStartedWithPage } from '@/lib/query-client.ts';
import { transactionKeys } from '@/lib/query-keys.ts';

/** The dashboard lists the ten latest transactions. */
export const LATEST_COUNT = 10;

/**
 * GET /transactions?pageSize=10: the first page of the transactions screen's own order (newest
 * date first, then id) over all the user's groups and every type, read off each group's date
 * index, so it costs the same with a million transactions.
 */
export function latestTransactionsQueryOptions() {
  return queryOptions({
    queryKey: transactionKeys.latest(LATEST_COUNT),
    queryFn: ({ signal }) =>
      apiClient.get('/transactions', { query: { page: 1, pageSize: LATEST_COUNT }, signal }),
    staleTime: 0,
    refetchOnMount: unlessStartedWithPage,
    meta: { showError: true },
  });
}

export function useLatestTransactionsQuery() {
  return useQuery(latestTransactionsQueryOptions());
}
