import type { Tag } from '@budget/contract';
import { useMutation, useQueryClient, type MutationMeta } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client.ts';
import { refreshGroupsIfRefused } from '@/lib/api/get-groups.ts';
import { invalidatePrefixes, keysAffectedByTags } from '@/lib/query-keys.ts';

/** PUT /groups/:groupId/tags/:tagId (Owner, Member): a new name; a taken one is a 409. */
export function renameTag({ tag, name }: { tag: Tag; name: string }) {
  return apiClient.put('/groups/:groupId/tags/:tagId', {
    params: { groupId: tag.groupId, tagId: tag.id },
    body: { name },
  });
}

export function useRenameTagMutation(meta?: MutationMeta) {
  const queryClient = useQueryClient();
  return useMutation({
    meta,
    mutationFn: renameTag,
    // The transactions carry the tag's name.
    onSuccess: () => invalidatePrefixes(queryClient, keysAffectedByTags),
    onError: (error) => refreshGroupsIfRefused(queryClient, error),
  });
}
