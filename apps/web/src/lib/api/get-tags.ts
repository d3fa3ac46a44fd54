import type { Tag } from '@budget/contract';
import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiClient } from '../api-client.ts';
import { tagKeys } from '../query-keys.ts';

/**
 * GET /groups/:groupId/tags: the group's tags by name (docs/decisions.md, 'Tags'). Shared because
 * the tags screen lists them and the transactions screen offers, filters by and names them.
 */
export function getTags(groupId: string, signal?: AbortSignal) {
  return apiClient.get('/groups/:groupId/tags', { params: { groupId }, signal });
}

export function tagsQueryOptions(groupId: string) {
  return queryOptions({
    queryKey: tagKeys.list(groupId),
    queryFn: ({ signal }) => getTags(groupId, signal),
    meta: { showError: true },
  });
}

/** One group's tags; nothing is asked while no group is chosen. */
export function useTagsQuery(groupId: string) {
  return useQuery({ ...tagsQueryOptions(groupId), enabled: groupId !== '' });
}

/** The tags of several groups, in the groups' order, each group's by name. */
export interface TagsOf {
  tags: readonly Tag[];
  isPending: boolean;
  isError: boolean;
  refetch: () => void;
}

/** The tags of these groups, one query each (the same entries the forms read). */
export function useTagsOf(groupIds: readonly string[]): TagsOf {
  const combine = useCallback(
    (
      results: readonly {
        data?: Tag[];
        isPending: boolean;
        isError: boolean;
        refetch: () => unknown;
      }[],
    ) => ({
      tags: results.flatMap((result) => result.data ?? []),
      isPending: results.some((result) => result.isPending),
      isError: results.some((result) => result.isError),
      refetch: () => results.forEach((result) => void result.refetch()),
    }),
    [],
  );
  return useQueries({ queries: groupIds.map(tagsQueryOptions), combine });
}
