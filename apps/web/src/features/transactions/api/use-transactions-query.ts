import type { TransactionPage } from '@budget/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client.ts';
import { transactionKeys, type TransactionListParams } from '@/lib/query-keys.ts';

/**
 * GET /transactions?transactionType=&groupIds=..&page=&pageSize=: one page, newest first, with
 * totalCount and per-currency sums of every matching transaction (computed by the server).
 */
export function getTransactions(params: TransactionListParams, signal?: AbortSignal) {
  return apiClient.get<TransactionPage>('/transactions', {
    query: {
      transactionType: params.transactionType,
      groupIds: params.groupIds,
      page: params.page,
      pageSize: params.pageSize,
    },
    signal,
  });
}

export function transactionsQueryOptions(params: TransactionListParams) {
  return queryOptions({
    queryKey: transactionKeys.list(params),
    queryFn: ({ signal }) => getTransactions(params, signal),
    // While another page or size loads, the card keeps showing the last one instead of
    // collapsing to a skeleton.
    placeholderData: keepPreviousData,
    meta: { showError: true },
  });
}

export function useTransactionsQuery(params: TransactionListParams) {
  return useQuery(transactionsQueryOptions(params));
}
