import type { Transaction, TransactionPage, TransactionRows } from '@budget/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { transactionKeys } from '@/lib/query-keys.ts';

/**
 * The transaction an edit address names. There is no call for one transaction, so it comes
 * with the history entry (Edit on a row puts it there, and it survives a reload), or else from
 * a list already loaded; undefined when neither has it.
 */
export function useEditedTransaction(transactionId: string): Transaction | undefined {
  const location = useLocation();
  const queryClient = useQueryClient();
  const carried = (location.state as { transaction?: Transaction } | null)?.transaction;
  if (carried?.id === transactionId) return carried;
  const lists = [
    ...queryClient.getQueriesData<TransactionPage>({ queryKey: transactionKeys.lists() }),
    ...queryClient.getQueriesData<TransactionRows>({ queryKey: transactionKeys.pages() }),
  ];
  for (const [, page] of lists) {
    const found = page?.transactions.find((transaction) => transaction.id === transactionId);
    if (found) return found;
  }
  return undefined;
}
