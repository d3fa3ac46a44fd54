import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client.ts';
import { ruleKeys } from '@/lib/query-keys.ts';

/** How often the browser asks how far a running application of rules has come. */
const POLL_MS = 500;

/** GET /groups/:groupId/rules/apply/progress/:progressId: matching is 'reading'. */
export function getRuleApplyProgress(groupId: string, progressId: string, signal?: AbortSignal) {
  return apiClient.get('/groups/:groupId/rules/apply/progress/:progressId', {
    params: { groupId, progressId },
    signal,
  });
}

/** Polls while `running` names the group and key of an application under way; null stops it. */
export function useRuleApplyProgressQuery(running: { groupId: string; progressId: string } | null) {
  return useQuery({
    queryKey: ruleKeys.applyProgress(running?.progressId ?? ''),
    queryFn: ({ signal }) =>
      getRuleApplyProgress(running?.groupId ?? '', running?.progressId ?? '', signal),
    enabled: running !== null,
    // Until the apply has made its entry the server answers 'waiting' (the bar sweeps); a
    // failed poll is not retried: the next one comes anyway.
    retry: false,
    refetchInterval: POLL_MS,
    gcTime: 0,
  });
}
