import type { CreateCategoryRequest } from '@budget/contract';
import { useMutation, useQueryClient, type MutationMeta } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client.ts';
import { refreshGroupsIfRefused } from '@/lib/api/get-groups.ts';
import { categoryKeys } from '@/lib/query-keys.ts';

/** POST /categories (Owner, Member): 201; a name the group already has (any case) is a 409. */
export function createCategory(request: CreateCategoryRequest) {
  return apiClient.post('/categories', { body: request });
}

export function useCreateCategoryMutation(meta?: MutationMeta) {
  const queryClient = useQueryClient();
  return useMutation({
    meta,
    mutationFn: createCategory,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: categoryKeys.all }),
    // A 403 or 404 means our role or membership changed meanwhile.
    onError: (error) => refreshGroupsIfRefused(queryClient, error),
  });
}
