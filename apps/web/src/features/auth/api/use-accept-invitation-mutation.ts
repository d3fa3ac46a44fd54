import { useMutation, useQueryClient, type MutationMeta } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client.ts';
import { invalidateGroups } from '@/lib/api/get-groups.ts';
import { invitationKeys } from '@/lib/query-keys.ts';

/**
 * POST /invitations/{token}/accept: the signed-in user, whose confirmed address the invitation
 * was sent to, joins its group. The link then stops working.
 */
export function acceptInvitation(token: string) {
  return apiClient.post('/invitations/:token/accept', { params: { token } });
}

export function useAcceptInvitationMutation(meta?: MutationMeta) {
  const queryClient = useQueryClient();
  return useMutation({
    meta,
    mutationFn: acceptInvitation,
    // The new group shows everywhere at once (sidebar, dashboard, groups screen).
    onSuccess: () =>
      Promise.all([
        invalidateGroups(queryClient),
        queryClient.invalidateQueries({ queryKey: invitationKeys.all }),
      ]),
  });
}
