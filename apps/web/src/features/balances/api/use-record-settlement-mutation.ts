import type { CreateSettlementRequest } from '@budget/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client.ts';
import type { MutationErrorMeta } from '@/lib/mutation-errors.ts';
import { refreshGroupsIfRefused } from '@/lib/api/get-groups.ts';
import { balanceKeys, invalidatePrefixes, keysAffectedByTransactions } from '@/lib/query-keys.ts';

/** POST /groups/:groupId/settlements (Owner, Member): 201 with the new balances. */
export function recordSettlement(groupId: string, request: CreateSettlementRequest) {
  return apiClient.post('/groups/:groupId/settlements', { params: { groupId }, body: request });
}

/** `meta`: the form's fields that a 400 names (src/lib/mutation-errors.ts). */
export function useRecordSettlementMutation(groupId: string, meta?: MutationErrorMeta) {
  const queryClient = useQueryClient();
  return useMutation({
    meta,
    mutationFn: (request: CreateSettlementRequest) => recordSettlement(groupId, request),
    onSuccess: async ({ data }) => {
      // The answer is the new balances: shown at once, before the lists catch up.
      queryClient.setQueryData(balanceKeys.group(groupId), data);
      // A settlement is a Transfer in the group's transactions (docs/decisions.md, 'Splits').
      await invalidatePrefixes(queryClient, keysAffectedByTransactions);
    },
    onError: (error) => refreshGroupsIfRefused(queryClient, error),
  });
}
