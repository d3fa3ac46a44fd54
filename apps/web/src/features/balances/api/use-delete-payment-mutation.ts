import type { Transaction } from '@budget/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client.ts';
import { refreshGroupsIfRefused } from '@/lib/api/get-groups.ts';
import { invalidatePrefixes, keysAffectedByTransactions } from '@/lib/query-keys.ts';

/**
 * DELETE /transactions/{id} (Owner, Member) of a recorded payment: the write path takes it out
 * of the balances again. The balances, the payments and every list computed from transactions
 * reload, also after a failure (someone else may have deleted it first).
 */
export function useDeletePaymentMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payment: Transaction) =>
      apiClient.delete('/transactions/:transactionId', { params: { transactionId: payment.id } }),
    onError: (error) => refreshGroupsIfRefused(queryClient, error),
    onSettled: () => invalidatePrefixes(queryClient, keysAffectedByTransactions),
  });
}
