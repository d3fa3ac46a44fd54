import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client.ts';
import { refreshGroupsIfRefused } from '@/lib/api/get-groups.ts';
import { invalidatePrefixes, keysAffectedByCategories } from '@/lib/query-keys.ts';

/**
 * DELETE /categories?categoryId= (Owner, Member): transactions and budgets that used the
 * category keep existing, without it.
 */
export function deleteCategory(categoryId: string) {
  return apiClient.delete('/categories', { query: { categoryId } });
}

export function useDeleteCategoryMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCategory,
    onSuccess: () => invalidatePrefixes(queryClient, keysAffectedByCategories),
    onError: (error) => refreshGroupsIfRefused(queryClient, error),
  });
}
