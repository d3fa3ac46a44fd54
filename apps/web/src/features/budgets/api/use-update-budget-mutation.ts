import type { UpdateBudgetRequest } from '@budget/contract';
import { useMutation, useQueryClient, type MutationMeta } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client.ts';
import { refreshGroupsIfRefused } from '@/lib/api/get-groups.ts';
import { invalidatePrefixes, keysAffectedByBudgets } from '@/lib/query-keys.ts';

/** PUT /budgets (Owner, Member): every field but the group, which a budget keeps. */
export function updateBudget(request: UpdateBudgetRequest) {
  return apiClient.put('/budgets', { body: request });
}

export function useUpdateBudgetMutation(meta?: MutationMeta) {
  const queryClient = useQueryClient();
  return useMutation({
    meta,
    mutationFn: updateBudget,
    onSuccess: () => invalidatePrefixes(queryClient, keysAffectedByBudgets),
    onError: (error) => refreshGroupsIfRefused(queryClient, error),
  });
}
