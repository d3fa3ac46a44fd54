import type { UpdateTransactionRequest } from '@budget/contract';
import { useMutation, useQueryClient, type MutationMeta } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client.ts';
import { refreshGroupsIfRefused } from '@/lib/api/get-groups.ts';
import { invalidatePrefixes, keysAffectedByTransactions } from '@/lib/query-keys.ts';

/** PUT /transactions (Owner, Member): every field, the amount as entered (positive). */
export function updateTransaction(request: UpdateTransactionRequest) {
  return apiClient.put('/transactions', { body: request });
}

export function useUpdateTransactionMutation(meta?: MutationMeta) {
  const queryClient = useQueryClient();
  return useMutation({
    meta,
    mutationFn: updateTransaction,
    // The lists, and the budgets whose spent the transaction counts in.
    onSuccess: () => invalidatePrefixes(queryClient, keysAffectedByTransactions),
    onError: (error) => refreshGroupsIfRefused(queryClient, error),
  });
}
