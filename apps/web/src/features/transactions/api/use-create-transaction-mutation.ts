import type { CreateTransactionRequest } from '@budget/contract';
import { useMutation, useQueryClient, type MutationMeta } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client.ts';
import { refreshGroupsIfRefused } from '@/lib/api/get-groups.ts';
import { invalidatePrefixes, keysAffectedByTransactions } from '@/lib/query-keys.ts';

/** POST /transactions (Owner, Member): 201; the amount is positive, the server signs it. */
export function createTransaction(request: CreateTransactionRequest) {
  return apiClient.post('/transactions', { body: request });
}

export function useCreateTransactionMutation(meta?: MutationMeta) {
  const queryClient = useQueryClient();
  return useMutation({
    meta,
    mutationFn: createTransaction,
    // The lists, and the budgets whose spent the transaction counts in.
    onSuccess: () => invalidatePrefixes(queryClient, keysAffectedByTransactions),
    // A 403 or 404 means our role or membership changed meanwhile.
    onError: (error) => refreshGroupsIfRefused(queryClient, error),
  });
}
