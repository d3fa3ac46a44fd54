import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../api-client.ts';
import { balanceKeys } from '../query-keys.ts';

/**
 * GET /groups/:groupId/balances: what each member paid, their share and balance in the group's
 * settlement currency, and the transfers that settle up. Shared because the balances screen
 * shows them and removing a member says what they leave owing or owed.
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
