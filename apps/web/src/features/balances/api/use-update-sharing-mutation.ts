import type { GroupSharingRequest } from '@budget/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client.ts';
import { refreshGroupsIfRefused } from '@/lib/api/get-groups.ts';
import { balanceKeys, invalidatePrefixes, sharingKeys } from '@/lib/query-keys.ts';

/** PUT /groups/:groupId/sharing (Owner): answers the settings as stored. */
export function updateSharing(groupId: string, request: GroupSharingRequest) {
  return apiClient.put('/groups/:groupId/sharing', { params: { groupId }, body: request });
}

export function useUpdateSharingMutation(groupId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: GroupSharingRequest) => updateSharing(groupId, request),
    onSuccess: async ({ data }) => {
      queryClient.setQueryData(sharingKeys.group(groupId), data);
      // Balances are shown in the settlement currency, which may have changed.
      await invalidatePrefixes(queryClient, [balanceKeys.all]);
    },
    onError: (error) => refreshGroupsIfRefused(queryClient, error),
  });
}
