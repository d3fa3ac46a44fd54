import type { AssignUsersRequest, Group } from '@budget/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client.ts';
import { invalidateGroups, refreshGroupsIfRefused } from '@/lib/api/get-groups.ts';

/**
 * PUT /groups/assign-users: adds registered users by e-mail (the screen sends one). An unknown
 * address or an existing member is no error: the envelope's status is Warning with a message,
 * so the caller gets the whole envelope.
 */
export function assignUsers(request: AssignUsersRequest) {
  return apiClient.put<Group>('/groups/assign-users', request);
}

export function useAssignUsersMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: assignUsers,
    onSuccess: () => invalidateGroups(queryClient),
    onError: (error) => refreshGroupsIfRefused(queryClient, error),
  });
}
