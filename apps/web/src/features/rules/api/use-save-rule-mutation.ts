import type { RuleRequest } from '@budget/contract';
import { useMutation, useQueryClient, type MutationMeta } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client.ts';
import { refreshGroupsIfRefused } from '@/lib/api/get-groups.ts';
import { ruleKeys } from '@/lib/query-keys.ts';

/** A rule to save: a new one (no ruleId, appended last) or a whole rule replacing one. */
export interface SaveRuleInput {
  groupId: string;
  ruleId?: string;
  rule: RuleRequest;
}

/** POST /groups/:groupId/rules, or PUT .../:ruleId (Owner, Member); its place stays. */
export function saveRule({ groupId, ruleId, rule }: SaveRuleInput) {
  return ruleId === undefined
    ? apiClient.post('/groups/:groupId/rules', { params: { groupId }, body: rule })
    : apiClient.put('/groups/:groupId/rules/:ruleId', { params: { groupId, ruleId }, body: rule });
}

export function useSaveRuleMutation(meta?: MutationMeta) {
  const queryClient = useQueryClient();
  return useMutation({
    meta,
    mutationFn: saveRule,
    onSuccess: (_rule, { groupId }) =>
      queryClient.invalidateQueries({ queryKey: ruleKeys.list(groupId) }),
    onError: (error) => refreshGroupsIfRefused(queryClient, error),
  });
}
