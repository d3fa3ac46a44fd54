import type { RuleRun } from '@budget/contract';
import { queryOptions, useMutation, useQueries, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiClient } from '@/lib/api-client.ts';
import { refreshGroupsIfRefused } from '@/lib/api/get-groups.ts';
import { invalidatePrefixes, keysAffectedByTransactions, ruleKeys } from '@/lib/query-keys.ts';

/** GET /groups/:groupId/rule-runs: the group's applications of rules, newest first (every role). */
export function getRuleRuns(groupId: string, signal?: AbortSignal) {
  return apiClient.get('/groups/:groupId/rule-runs', { params: { groupId }, signal });
}

export function ruleRunsQueryOptions(groupId: string) {
  return queryOptions({
    queryKey: ruleKeys.runs(groupId),
    queryFn: ({ signal }) => getRuleRuns(groupId, signal),
    meta: { showError: true },
  });
}

/** The runs of several groups, each group's by its id. */
export function useRuleRunsOf(groupIds: readonly string[]) {
  const combine = useCallback(
    (results: readonly { data?: RuleRun[]; isPending: boolean }[]) => ({
      byGroup: new Map(groupIds.map((id, index) => [id, results[index]?.data ?? []])),
      isPending: results.some((result) => result.isPending),
    }),
    [groupIds],
  );
  return useQueries({ queries: groupIds.map(ruleRunsQueryOptions), combine });
}

/**
 * POST /groups/:groupId/rule-runs/:runId/undo (Owner, Member): what the run changed goes back,
 * but on the transactions edited since.
 */
export async function undoRuleRun(run: Pick<RuleRun, 'groupId' | 'id'>) {
  const answer = await apiClient.post('/groups/:groupId/rule-runs/:runId/undo', {
    params: { groupId: run.groupId, runId: run.id },
  });
  return answer.data;
}

export function useUndoRuleRunMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: undoRuleRun,
    onSuccess: (_answer, run) =>
      invalidatePrefixes(queryClient, [...keysAffectedByTransactions, ruleKeys.runs(run.groupId)]),
    onError: (error) => refreshGroupsIfRefused(queryClient, error),
  });
}
