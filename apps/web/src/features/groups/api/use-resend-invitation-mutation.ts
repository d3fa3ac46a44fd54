import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client.ts';
import { invitationKeys } from '@/lib/query-keys.ts';

export interface InvitationRef {
  groupId: string;
  invitationId: string;
}

/**
 * POST /groups/{groupId}/invitations/{invitationId}/resend: a new link, valid seven days. Within
 * a minute of the last mail the server answers 429, saying how long to wait.
 */
export function resendInvitation({ groupId, invitationId }: InvitationRef) {
  return apiClient.post('/groups/:groupId/invitations/:invitationId/resend', {
    params: { groupId, invitationId },
  });
}

export function useResendInvitationMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendInvitation,
    onSettled: (_data, _error, { groupId }) =>
      queryClient.invalidateQueries({ queryKey: invitationKeys.list(groupId) }),
  });
}
