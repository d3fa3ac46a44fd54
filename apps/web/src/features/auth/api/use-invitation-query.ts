import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client.ts';
import { invitationKeys } from '@/lib/query-keys.ts';

/** GET /invitations/{token}: what an e-mailed invitation offers; no session needed. */
export function getInvitation(token: string, signal?: AbortSignal) {
  return apiClient.get('/invitations/:token', { params: { token }, signal });
}

export function invitationQueryOptions(token: string) {
  return queryOptions({
    queryKey: invitationKeys.link(token),
    queryFn: ({ signal }) => getInvitation(token, signal),
    // Its state changes elsewhere (accepted, revoked, resent): asked afresh on every visit.
    staleTime: 0,
  });
}

export function useInvitationQuery(token: string) {
  return useQuery(invitationQueryOptions(token));
}
