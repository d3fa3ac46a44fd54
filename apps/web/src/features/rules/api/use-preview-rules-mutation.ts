import type { RulePreviewRequest } from '@budget/contract';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client.ts';

/**
 * POST /groups/:groupId/rules/preview: what the group's saved rules would set on a sample
 * transaction; it writes nothing (so any role may ask) and so refreshes nothing.
 */
export async function previewRules({
  groupId,
  ...draft
}: RulePreviewRequest & { groupId: string }) {
  const answer = await apiClient.post('/groups/:groupId/rules/preview', {
    params: { groupId },
    body: draft,
  });
  return answer.data;
}

export function usePreviewRulesMutation() {
  return useMutation({ mutationFn: previewRules });
}
