import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client.ts';
import { balanceKeys } from '@/lib/query-keys.ts';

/**
 * GET /groups/:groupId/balances: what each member paid, their share and balance in the group's
 * settlement currency, and the transfers that settle up.
 */
export function getBalances(groupId: string, signal?: AbortSignal) {
  return apiClient.get('/groups/:groupId/balances', { params: { groupId }, signal });
}

export function balancesQueryOptions(groupId: string) {
  return queryOptions({
    queryKey: balanceKeys.group(groupId),
    queryFn: ({ signal }) => getBalances(groupId, signal),
    // Other members add expenses too: the screen asks again whenever it is opened.
    staleTime: 0,
    meta: { showError: true },
  });
}

export function useBalancesQuery(groupId: string) {
  return useQuery({ ...balancesQueryOptions(groupId), enabled: groupId !== '' });
}
