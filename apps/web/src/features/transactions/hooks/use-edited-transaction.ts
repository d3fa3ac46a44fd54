import type { Transaction, TransactionPage, TransactionRows } from '@budget/contract';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { isApiClientError } from '@/lib/api-client-error.ts';
import { transactionKeys } from '@/lib/query-keys.ts';
import { useTransactionQuery } from '../api/use-transaction-query.ts';

/** The transaction in a list already loaded, if any. */
function inLoadedLists(queryClient: QueryClient, transactionId: string) {
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

/**
 * The transaction an edit address names: with the history entry (Edit on a row puts it there,
 * and it survives a reload), else from a list already loaded, else asked for
 * (GET /transactions/:transactionId: a link opened in a new tab, a Viewer's typed address).
 * `loading` while it is asked for (not while offline: the request waits for the network);
 * undefined once it is known not to be there for the user, or could not be asked for
 * (`failure`: why, when it is not that it is gone).
 */
export function useEditedTransaction(transactionId: string): {
  transaction: Transaction | undefined;
  loading: boolean;
  failure?: string;
  /** Asked for while offline: the request waits for the network. */
  offline?: boolean;
} {
  const location = useLocation();
  const queryClient = useQueryClient();
  const carried = (location.state as { transaction?: Transaction } | null)?.transaction;
  const known = carried?.id === transactionId ? carried : inLoadedLists(queryClient, transactionId);
  const asked = useTransactionQuery(transactionId, known === undefined);
  if (known) return { transaction: known, loading: false };
  const gone = isApiClientError(asked.error) && asked.error.status === 404;
  return {
    transaction: asked.data,
    loading: asked.isPending && asked.fetchStatus === 'fetching',
    ...(asked.error && !gone ? { failure: asked.error.message } : {}),
    ...(asked.isPending && asked.fetchStatus === 'paused' ? { offline: true } : {}),
  };
}
