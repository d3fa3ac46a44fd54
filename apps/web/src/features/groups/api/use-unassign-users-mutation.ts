import type { UnassignUsersRequest } from '@budget/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client.ts';
import { invalidateGroups, refreshGroupsIfRefused } from '@/lib/api/get-groups.ts';

/**
 * PUT /groups/unassign-users: an Owner removes members; anyone removing their own id leaves the
 * group (docs/decisions.md, 'Groups and authorization': leaving really leaves). The last Owner
 * cannot leave (409).
 */
export function unassignUsers(request: UnassignUsersRequest) {
  return apiClient.put('/groups/unassign-users', { body: request });
}

export function useUnassignUsersMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unassignUsers,
    onSuccess: () => invalidateGroups(queryClient),
    onError: (error) => refreshGroupsIfRefused(queryClient, error),
  });
}
