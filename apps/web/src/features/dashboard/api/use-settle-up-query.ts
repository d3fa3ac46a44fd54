import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client.ts';
import { unlessStartedWithPage } from '@/lib/query-client.ts';
import { balanceKeys } from '@/lib/query-keys.ts';

/**
 * GET /groups/settle-up: who owes whom in each of the user's groups, as each group's balances
 * propose it. Under the balances' keys, so every transaction write and payment refreshes it.
 */
export function settleUpQueryOptions() {
  return queryOptions({
    queryKey: balanceKeys.settleUp(),
    queryFn: ({ signal }) => apiClient.get('/groups/settle-up', { signal }),
    staleTime: 0,
    refetchOnMount: unlessStartedWithPage,
    meta: { showError: true },
  });
}

export function useSettleUpQuery() {
  return useQuery(settleUpQueryOptions());
}
