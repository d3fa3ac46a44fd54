import { useMutation, useQueryClient, type MutationMeta } from '@tanstack/react-query';
import { apiClient } from '../api-client.ts';
import { tagKeys } from '../query-keys.ts';
import { refreshGroupsIfRefused } from './get-groups.ts';

/**
 * POST /groups/:groupId/tags (Owner, Member): 201; a name the group has (in any case) is a 409.
 * Shared because the tags screen adds tags and the transaction form's picker creates one typed.
 */
export function createTag(groupId: string, name: string) {
  return apiClient.post('/groups/:groupId/tags', { params: { groupId }, body: { name } });
}

export function useCreateTagMutation(meta?: MutationMeta) {
  const queryClient = useQueryClient();
  return useMutation({
    meta,
    mutationFn: ({ groupId, name }: { groupId: string; name: string }) => createTag(groupId, name),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tagKeys.all }),
    // A 403 or 404 means our role or membership changed meanwhile.
    onError: (error) => refreshGroupsIfRefused(queryClient, error),
  });
}
