import type { Tag } from '@budget/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client.ts';
import { refreshGroupsIfRefused } from '@/lib/api/get-groups.ts';
import { invalidatePrefixes, keysAffectedByTags } from '@/lib/query-keys.ts';

/**
 * POST /groups/:groupId/tags/:tagId/merge (Owner, Member): every transaction of `tag` gets
 * `into` (once), and `tag` goes; answers the tag that stays.
 */
export function mergeTag({ tag, into }: { tag: Tag; into: Tag }) {
  return apiClient.post('/groups/:groupId/tags/:tagId/merge', {
    params: { groupId: tag.groupId, tagId: tag.id },
    body: { intoTagId: into.id },
  });
}

export function useMergeTagMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: mergeTag,
    onSuccess: () => invalidatePrefixes(queryClient, keysAffectedByTags),
    onError: (error) => refreshGroupsIfRefused(queryClient, error),
  });
}
