import type { UpdateTransferRequest } from '@budget/contract';
import { useMutation, useQueryClient, type MutationMeta } from '@tanstack/react-query';
import { apiClient } from '../api-client.ts';
import { invalidatePrefixes, keysAffectedByTransactions } from '../query-keys.ts';
import { refreshGroupsIfRefused } from './get-groups.ts';

/** Which transfer: new in a group, or one stored (PUT). */
export interface TransferTarget {
  groupId: string;
  /** The stored transfer's id; none: a new one. */
  transactionId?: string;
}

/**
 * POST /groups/:groupId/transfers, or PUT .../transfers/:transactionId: money moved between two
 * accounts of the group, one transaction. Shared because the accounts screen makes transfers and
 * the transactions list edits them.
 */
export function saveTransfer(target: TransferTarget, body: UpdateTransferRequest) {
  const { groupId, transactionId } = target;
  return transactionId === undefined
    ? apiClient.post('/groups/:groupId/transfers', { params: { groupId }, body })
    : apiClient.put('/groups/:groupId/transfers/:transactionId', {
        params: { groupId, transactionId },
        body,
      });
}

export function useSaveTransferMutation(target: TransferTarget, meta?: MutationMeta) {
  const queryClient = useQueryClient();
  return useMutation({
    meta,
    mutationFn: (body: UpdateTransferRequest) => saveTransfer(target, body),
    // Both accounts' balances, the lists and what is computed from them.
    onSuccess: () => invalidatePrefixes(queryClient, keysAffectedByTransactions),
    onError: (error) => refreshGroupsIfRefused(queryClient, error),
  });
}
