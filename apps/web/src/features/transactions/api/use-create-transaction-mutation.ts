import type { CreateTransactionRequest, UserProfile } from '@budget/contract';
import { useMutation, useQueryClient, type MutationMeta } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client.ts';
import { refreshGroupsIfRefused } from '@/lib/api/get-groups.ts';
import { createOrKeep } from '@/lib/offline/send-transaction.ts';
import { invalidatePrefixes, keysAffectedByTransactions, sessionKeys } from '@/lib/query-keys.ts';

/** POST /transactions (Owner, Member): 201; the amount is positive, the server signs it. */
export function createTransaction(request: CreateTransactionRequest) {
  return apiClient.post('/transactions', { body: request });
}

/**
 * Adds a transaction; without a connection it is kept on this device and sent when the
 * connection returns (`kept`; docs/decisions.md, 'Installable and offline').
 */
export function useCreateTransactionMutation(meta?: MutationMeta) {
  const queryClient = useQueryClient();
  return useMutation({
    meta,
    // Runs offline too (TanStack would hold it until online): it keeps what it cannot send.
    networkMode: 'always',
    mutationFn: (request: CreateTransactionRequest) =>
      createOrKeep(request, queryClient.getQueryData<UserProfile>(sessionKeys.current())?.id),
    // The lists, and the budgets whose spent the transaction counts in.
    onSuccess: ({ kept }) => {
      if (!kept) return invalidatePrefixes(queryClient, keysAffectedByTransactions);
    },
    // A 403 or 404 means our role or membership changed meanwhile.
    onError: (error) => refreshGroupsIfRefused(queryClient, error),
  });
}
