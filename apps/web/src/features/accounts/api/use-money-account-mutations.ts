import type { CreateMoneyAccountRequest, UpdateMoneyAccountRequest } from '@budget/contract';
import { useMutation, useQueryClient, type MutationMeta } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client.ts';
import { refreshGroupsIfRefused } from '@/lib/api/get-groups.ts';
import { invalidatePrefixes, keysAffectedByTransactions } from '@/lib/query-keys.ts';

/**
 * A money account changed: its group's list, and what reads balances or names accounts (the
 * transactions lists carry them).
 */
function useAccountWrite<Variables>(
  mutationFn: (variables: Variables) => Promise<unknown>,
  meta?: MutationMeta,
) {
  const queryClient = useQueryClient();
  return useMutation({
    meta,
    mutationFn,
    onSuccess: () => invalidatePrefixes(queryClient, keysAffectedByTransactions),
    // A 403 or 404 means our role or membership changed meanwhile.
    onError: (error) => refreshGroupsIfRefused(queryClient, error),
  });
}

/** POST /groups/:groupId/money-accounts (Owner, Member). */
export function useCreateMoneyAccountMutation(groupId: string, meta?: MutationMeta) {
  return useAccountWrite(
    (body: CreateMoneyAccountRequest) =>
      apiClient.post('/groups/:groupId/money-accounts', { params: { groupId }, body }),
    meta,
  );
}

/** PUT /groups/:groupId/money-accounts/:moneyAccountId: edit, close or reopen. */
export function useUpdateMoneyAccountMutation(groupId: string, meta?: MutationMeta) {
  return useAccountWrite(
    ({ moneyAccountId, body }: { moneyAccountId: string; body: UpdateMoneyAccountRequest }) =>
      apiClient.put('/groups/:groupId/money-accounts/:moneyAccountId', {
        params: { groupId, moneyAccountId },
        body,
      }),
    meta,
  );
}

/** DELETE /groups/:groupId/money-accounts/:moneyAccountId: only an empty account goes. */
export function useDeleteMoneyAccountMutation(groupId: string) {
  return useAccountWrite((moneyAccountId: string) =>
    apiClient.delete('/groups/:groupId/money-accounts/:moneyAccountId', {
      params: { groupId, moneyAccountId },
    }),
  );
}
