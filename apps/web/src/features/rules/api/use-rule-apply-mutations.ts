import type { RuleApplyCommit, RuleApplyRequest } from '@budget/contract';
import { useMutation, useQueryClient, type MutationMeta } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client.ts';
import { refreshGroupsIfRefused } from '@/lib/api/get-groups.ts';
import { invalidatePrefixes, keysAffectedByTransactions, ruleKeys } from '@/lib/query-keys.ts';

/** A group's years of transactions take the server a while to match: the browser waits. */
export const RULE_APPLY_TIMEOUT_MS = 5 * 60_000;

export type RuleApplyInput = RuleApplyRequest & { groupId: string };

/**
 * POST /groups/:groupId/rules/apply/preview: what applying the rules to the transactions in
 * range would change; it writes nothing and so refreshes nothing.
 */
export async function previewRuleApply({ groupId, ...request }: RuleApplyInput) {
  const answer = await apiClient.post('/groups/:groupId/rules/apply/preview', {
    params: { groupId },
    body: request,
    timeoutMs: RULE_APPLY_TIMEOUT_MS,
  });
  return answer.data;
}

export function usePreviewRuleApplyMutation(meta?: MutationMeta) {
  const queryClient = useQueryClient();
  return useMutation({
    meta,
    mutationFn: previewRuleApply,
    onError: (error) => refreshGroupsIfRefused(queryClient, error),
  });
}

/**
 * POST /groups/:groupId/rules/apply (Owner, Member): the rules applied in one write, followed
 * under `progressId`; the run it answers can be undone.
 */
export async function applyRules({ groupId, ...request }: RuleApplyCommit & { groupId: string }) {
  const answer = await apiClient.post('/groups/:groupId/rules/apply', {
    params: { groupId },
    body: request,
    timeoutMs: RULE_APPLY_TIMEOUT_MS,
  });
  return answer.data;
}

export function useApplyRulesMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyRules,
    // The transactions and everything computed from them, and the group's recent applications.
    onSuccess: (_run, { groupId }) =>
      invalidatePrefixes(queryClient, [...keysAffectedByTransactions, ruleKeys.runs(groupId)]),
    onError: (error) => refreshGroupsIfRefused(queryClient, error),
  });
}
