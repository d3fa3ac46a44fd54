import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client.ts';
import { invalidateGroups, refreshGroupsIfRefused } from '@/lib/api/get-groups.ts';

/** DELETE /groups/{groupId}: Owner only; the group's data goes with it. */
export function deleteGroup(groupId: string) {
  return apiClient.delete('/groups/:groupId', { params: { groupId } });
}

export function useDeleteGroupMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteGroup,
    onSuccess: () => invalidateGroups(queryClient),
    onError: (error) => refreshGroupsIfRefused(queryClient, error),
  });
}
