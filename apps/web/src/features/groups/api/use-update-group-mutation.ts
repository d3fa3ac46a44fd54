import type { UpdateGroupRequest } from '@budget/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client.ts';
import { invalidateGroups, refreshGroupsIfRefused } from '@/lib/api/get-groups.ts';

/** PUT /groups (Owner): name, description and time zone; answers the group as it is now. */
export function updateGroup(request: UpdateGroupRequest) {
  return apiClient.put('/groups', { body: request });
}

export function useUpdateGroupMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateGroup,
    // The name shows on transactions, categories, reports and accounts; budgets' today moves.
    onSuccess: () => invalidateGroups(queryClient),
    onError: (error) => refreshGroupsIfRefused(queryClient, error),
  });
}
