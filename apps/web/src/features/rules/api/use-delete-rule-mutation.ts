import type { Rule } from '@budget/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client.ts';
import { refreshGroupsIfRefused } from '@/lib/api/get-groups.ts';
import { ruleKeys } from '@/lib/query-keys.ts';

/** DELETE /groups/:groupId/rules/:ruleId (Owner, Member): the rules after it move up. */
export function deleteRule(rule: Rule) {
  return apiClient.delete('/groups/:groupId/rules/:ruleId', {
    params: { groupId: rule.groupId, ruleId: rule.id },
  });
}

export function useDeleteRuleMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRule,
    onSuccess: (_answer, rule) =>
      queryClient.invalidateQueries({ queryKey: ruleKeys.list(rule.groupId) }),
    onError: (error) => refreshGroupsIfRefused(queryClient, error),
  });
}
