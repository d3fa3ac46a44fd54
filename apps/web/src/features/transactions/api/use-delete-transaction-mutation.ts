import type {
  Transaction,
  TransactionPage,
  TransactionRows,
  TransactionScope,
} from '@budget/contract';
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client.ts';
import { refreshGroupsIfRefused } from '@/lib/api/get-groups.ts';
import { CONFIRM_RECONCILED } from '@/lib/mutation-errors.ts';
import {
  invalidatePrefixes,
  keysAffectedByTransactions,
  transactionKeys,
} from '@/lib/query-keys.ts';
import { listIncludes, withoutTransaction } from '../optimistic-delete.ts';
import type { TransactionQueryParams } from './use-transactions-query.ts';

export interface DeleteTransactionRequest {
  transaction: Transaction;
  /** For an occurrence of a recurring transaction: it alone, or it and the following ones. */
  scope: TransactionScope;
  /** Asked after the server said a following occurrence is reconciled. */
  confirmReconciled?: boolean;
}

/** DELETE /transactions/{id} (Owner, Member). */
export function deleteTransaction({
  transaction,
  scope,
  confirmReconciled,
}: DeleteTransactionRequest) {
  return apiClient.delete('/transactions/:transactionId', {
    params: { transactionId: transaction.id },
    // 'this' is the server's default and goes unsaid; the dialog asked about a reconciled one.
    query: {
      scope: scope === 'following' ? scope : undefined,
      confirmReconciled:
        confirmReconciled || transaction.reconciled || transaction.toReconciled ? true : undefined,
    },
  });
}

type Snapshot = [QueryKey, TransactionPage | TransactionRows | undefined][];

const DELETE_KEY = [...transactionKeys.all, 'delete'] as const;

/**
 * Deleting removes the row at once and recomputes the sums. Every cached list
 * that counts the transaction loses its row, one from its count and its amount from its sums;
 * a search's page (its figures apart) loses the row, its figures come with the reload; a
 * failure puts them back. Either way the lists are then loaded again.
 */
export function useDeleteTransactionMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: DELETE_KEY,
    mutationFn: deleteTransaction,
    // A reconciled following occurrence: the deletion asks and sends again (useTransactionDeletion).
    meta: { confirms: CONFIRM_RECONCILED },
    // The row goes at once; 'following' ones go with the reload that follows.
    onMutate: async ({ transaction }): Promise<{ snapshot: Snapshot }> => {
      // A load already on its way would otherwise bring the row back.
      await queryClient.cancelQueries({ queryKey: transactionKeys.lists() });
      await queryClient.cancelQueries({ queryKey: transactionKeys.pages() });
      const lists = queryClient.getQueriesData<TransactionPage>({
        queryKey: transactionKeys.lists(),
      });
      for (const [key, page] of lists) {
        const params = key[2] as TransactionQueryParams;
        if (page && listIncludes(params, transaction, page)) {
          queryClient.setQueryData(key, withoutTransaction(page, transaction));
        }
      }
      const pages = queryClient.getQueriesData<TransactionRows>({
        queryKey: transactionKeys.pages(),
      });
      for (const [key, page] of pages) {
        const transactions = page?.transactions.filter((row) => row.id !== transaction.id);
        if (page && transactions?.length !== page.transactions.length)
          queryClient.setQueryData(key, { ...page, transactions });
      }
      return { snapshot: [...lists, ...pages] };
    },
    onError: (error, _request, context) => {
      for (const [key, page] of context?.snapshot ?? []) queryClient.setQueryData(key, page);
      refreshGroupsIfRefused(queryClient, error);
    },
    // With several deletions on their way, only the last one reloads: an earlier reload would
    // bring back rows the server has not deleted yet. Budgets' spent follows the same reload.
    onSettled: () =>
      queryClient.isMutating({ mutationKey: DELETE_KEY }) === 1
        ? invalidatePrefixes(queryClient, keysAffectedByTransactions)
        : undefined,
  });
}
