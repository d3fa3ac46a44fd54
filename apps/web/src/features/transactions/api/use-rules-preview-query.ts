import type { RulePreviewRequest } from '@budget/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client.ts';
import { ruleKeys } from '@/lib/query-keys.ts';

/** Under the rules' own key, so a rule's change refreshes what a form shows of it. */
const rulePreviewKey = (groupId: string, draft: RulePreviewRequest) =>
  [...ruleKeys.all, 'preview', groupId, draft] as const;

/**
 * POST /groups/:groupId/rules/preview: what the group's rules would set on a transaction being
 * entered (docs/decisions.md, 'Rules'); writes nothing, any role may ask.
 */
export function useRulesPreviewQuery(groupId: string, draft: RulePreviewRequest | null) {
  return useQuery({
    queryKey: rulePreviewKey(groupId, draft ?? { name: '' }),
    queryFn: async ({ signal }) =>
      (
        await apiClient.post('/groups/:groupId/rules/preview', {
          params: { groupId },
          body: draft ?? { name: '' },
          signal,
        })
      ).data,
    enabled: groupId !== '' && draft !== null,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
