import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client.ts';
import { invitationKeys } from '@/lib/query-keys.ts';

/** GET /groups/{groupId}/invitations: invitations not yet accepted or revoked (Owner, Member). */
export function getGroupInvitations(groupId: string, signal?: AbortSignal) {
  return apiClient.get('/groups/:groupId/invitations', { params: { groupId }, signal });
}

export function groupInvitationsQueryOptions(groupId: string) {
  return queryOptions({
    queryKey: invitationKeys.list(groupId),
    queryFn: ({ signal }) => getGroupInvitations(groupId, signal),
    meta: { showError: true },
  });
}

export function useGroupInvitationsQuery(groupId: string) {
  return useQuery(groupInvitationsQueryOptions(groupId));
}
