import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client.ts';
import { invitationKeys } from '@/lib/query-keys.ts';
import type { InvitationRef } from './use-resend-invitation-mutation.ts';

/** DELETE /groups/{groupId}/invitations/{invitationId}: the link stops working at once. */
export function revokeInvitation({ groupId, invitationId }: InvitationRef) {
  return apiClient.delete('/groups/:groupId/invitations/:invitationId', {
    params: { groupId, invitationId },
  });
}

export function useRevokeInvitationMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeInvitation,
    onSettled: (_data, _error, { groupId }) =>
      queryClient.invalidateQueries({ queryKey: invitationKeys.list(groupId) }),
  });
}
