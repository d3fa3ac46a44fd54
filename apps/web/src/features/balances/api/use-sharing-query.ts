import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client.ts';
import { sharingKeys } from '@/lib/query-keys.ts';

/** GET /groups/:groupId/sharing: the settlement currency and the default split (null: equal). */
export function getSharing(groupId: string, signal?: AbortSignal) {
  return apiClient.get('/groups/:groupId/sharing', { params: { groupId }, signal });
}

export function sharingQueryOptions(groupId: string) {
  return queryOptions({
    queryKey: sharingKeys.group(groupId),
    queryFn: ({ signal }) => getSharing(groupId, signal),
    meta: { showError: true },
  });
}

/** Only the Owner changes the settings, so only the Owner's screen asks for them. */
export function useSharingQuery(groupId: string, enabled: boolean) {
  return useQuery({ ...sharingQueryOptions(groupId), enabled: enabled && groupId !== '' });
}
