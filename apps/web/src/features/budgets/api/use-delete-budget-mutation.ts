import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client.ts';
import { refreshGroupsIfRefused } from '@/lib/api/get-groups.ts';
import { invalidatePrefixes, keysAffectedByBudgets } from '@/lib/query-keys.ts';

/** DELETE /budgets?budgetId= (Owner, Member). */
export function deleteBudget(budgetId: string) {
  return apiClient.delete('/budgets', { query: { budgetId } });
}

export function useDeleteBudgetMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBudget,
    onSuccess: () => invalidatePrefixes(queryClient, keysAffectedByBudgets),
    onError: (error) => refreshGroupsIfRefused(queryClient, error),
  });
}
