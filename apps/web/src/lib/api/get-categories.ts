import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../api-client.ts';
import { categoryKeys } from '../query-keys.ts';

/**
 * GET /categories?groupsId=a&groupsId=b: the categories of those groups (none: all of the
 * caller's groups), ordered by group name, then category name. Shared because the categories
 * screen lists them and the transaction form offers one group's categories.
 */
export function getCategories(groupIds: readonly string[], signal?: AbortSignal) {
  return apiClient.get('/categories', { query: { groupsId: groupIds }, signal });
}

export function categoriesQueryOptions(groupIds: readonly string[]) {
  return queryOptions({
    queryKey: categoryKeys.list(groupIds),
    queryFn: ({ signal }) => getCategories(groupIds, signal),
    // Failed loads go through the shared error display.
    meta: { showError: true },
  });
}

/** The categories of the given groups; `enabled: false` while there is no group to ask about. */
export function useCategoriesQuery(
  groupIds: readonly string[],
  options: { enabled?: boolean } = {},
) {
  return useQuery({ ...categoriesQueryOptions(groupIds), enabled: options.enabled ?? true });
}
