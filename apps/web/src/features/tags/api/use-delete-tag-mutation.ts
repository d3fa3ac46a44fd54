import type { Tag } from '@budget/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client.ts';
import { refreshGroupsIfRefused } from '@/lib/api/get-groups.ts';
import { invalidatePrefixes, keysAffectedByTags } from '@/lib/query-keys.ts';

/** DELETE /groups/:groupId/tags/:tagId (Owner, Member): the tag goes, its transactions stay. */
export function deleteTag(tag: Tag) {
  return apiClient.delete('/groups/:groupId/tags/:tagId', {
    params: { groupId: tag.groupId, tagId: tag.id },
  });
}

export function useDeleteTagMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTag,
    onSuccess: () => invalidatePrefixes(queryClient, keysAffectedByTags),
    onError: (error) => refreshGroupsIfRefused(queryClient, error),
  });
}
