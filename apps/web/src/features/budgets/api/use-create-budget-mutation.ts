import type { CreateBudgetRequest } from '@budget/contract';
import { useMutation, useQueryClient, type MutationMeta } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client.ts';
import { refreshGroupsIfRefused } from '@/lib/api/get-groups.ts';
import { invalidatePrefixes, keysAffectedByBudgets } from '@/lib/query-keys.ts';

/** POST /budgets (Owner, Member): 201; categories of another group are a 400 on categoryIds. */
export function createBudget(request: CreateBudgetRequest) {
  return apiClient.post('/budgets', { body: request });
}

export function useCreateBudgetMutation(meta?: MutationMeta) {
  const queryClient = useQueryClient();
  return useMutation({
    meta,
    mutationFn: createBudget,
    // Every budget list and the dashboard's total; resolves once those on screen are reloaded.
    onSuccess: () => invalidatePrefixes(queryClient, keysAffectedByBudgets),
    // A 403 or 404 means our role or membership changed meanwhile.
    onError: (error) => refreshGroupsIfRefused(queryClient, error),
  });
}
