import type { UpdateCategoryRequest } from '@budget/contract';
import { useMutation, useQueryClient, type MutationMeta } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client.ts';
import { refreshGroupsIfRefused } from '@/lib/api/get-groups.ts';
import { invalidatePrefixes, keysAffectedByCategories } from '@/lib/query-keys.ts';

/** PUT /categories (Owner, Member): a new name and description; a taken name is a 409. */
export function updateCategory(request: UpdateCategoryRequest) {
  return apiClient.put('/categories', { body: request });
}

export function useUpdateCategoryMutation(meta?: MutationMeta) {
  const queryClient = useQueryClient();
  return useMutation({
    meta,
    mutationFn: updateCategory,
    onSuccess: () => invalidatePrefixes(queryClient, keysAffectedByCategories),
    onError: (error) => refreshGroupsIfRefused(queryClient, error),
  });
}
