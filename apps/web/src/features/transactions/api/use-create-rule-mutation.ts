import type { RuleRequest } from '@budget/contract';
import { useMutation, useQueryClient, type MutationMeta } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client.ts';
import { refreshGroupsIfRefused } from '@/lib/api/get-groups.ts';
import { ruleKeys } from '@/lib/query-keys.ts';

/**
 * POST /groups/:groupId/rules (Owner, Member): a rule made from a transaction, appended last.
 * The rules screen's own mutation is its feature's, so this one is the transactions' (features
 * import no other feature).
 */
export function useCreateRuleMutation(meta?: MutationMeta) {
  const queryClient = useQueryClient();
  return useMutation({
    meta,
    mutationFn: ({ groupId, rule }: { groupId: string; rule: RuleRequest }) =>
      apiClient.post('/groups/:groupId/rules', { params: { groupId }, body: rule }),
    onSuccess: (_rule, { groupId }) =>
      queryClient.invalidateQueries({ queryKey: ruleKeys.list(groupId) }),
    onError: (error) => refreshGroupsIfRefused(queryClient, error),
  });
}
