import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client.ts';
import { refreshGroupsIfRefused } from '@/lib/api/get-groups.ts';
import { ruleKeys } from '@/lib/query-keys.ts';

/**
 * PUT /groups/:groupId/rules/order (Owner, Member): every rule's id once, in the new order; an
 * order read before someone else's change is refused whole (400), and the list is read again.
 */
export function reorderRules({ groupId, ruleIds }: { groupId: string; ruleIds: string[] }) {
  return apiClient.put('/groups/:groupId/rules/order', { params: { groupId }, body: { ruleIds } });
}

export function useReorderRulesMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reorderRules,
    onSuccess: (answer, { groupId }) =>
      queryClient.setQueryData(ruleKeys.list(groupId), answer.data),
    onError: (error, { groupId }) => {
      void queryClient.invalidateQueries({ queryKey: ruleKeys.list(groupId) });
      return refreshGroupsIfRefused(queryClient, error);
    },
  });
}
