import type { AssignUsersRequest } from '@budget/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client.ts';
import { invalidateGroups, refreshGroupsIfRefused } from '@/lib/api/get-groups.ts';
import { invitationKeys } from '@/lib/query-keys.ts';

/**
 * PUT /groups/assign-users: adds registered users by e-mail (the screen sends one), and invites
 * an address without an account. An invitation sent or an existing member is no error: the
 * envelope's status is Warning with a message, so the caller gets the whole envelope.
 */
export function assignUsers(request: AssignUsersRequest) {
  return apiClient.put('/groups/assign-users', { body: request });
}

export function useAssignUsersMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: assignUsers,
    // An address without an account got an invitation: the pending list shows it.
    onSuccess: () =>
      Promise.all([
        invalidateGroups(queryClient),
        queryClient.invalidateQueries({ queryKey: invitationKeys.all }),
      ]),
    onError: (error) => refreshGroupsIfRefused(queryClient, error),
  });
}
