import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client.ts';
import { transactionKeys } from '@/lib/query-keys.ts';

/** GET /transactions/upcoming: the recurring transactions' occurrences due in 30 days. */
export function getUpcomingTransactions(groupIds: readonly string[], signal?: AbortSignal) {
  return apiClient.get('/transactions/upcoming', {
    query: { groupIds },
    signal,
  });
}

/** Under the transactions' prefix: every transaction write makes it stale too. */
export function upcomingTransactionsQueryOptions(groupIds: readonly string[]) {
  return queryOptions({
    queryKey: transactionKeys.upcoming(groupIds),
    queryFn: ({ signal }) => getUpcomingTransactions(groupIds, signal),
  });
}

export function useUpcomingTransactionsQuery(groupIds: readonly string[]) {
  return useQuery(upcomingTransactionsQueryOptions(groupIds));
}
