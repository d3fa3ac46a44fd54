import type { SortOrder, TransactionSort } from '@budget/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client.ts';
import { transactionKeys, type TransactionListParams } from '@/lib/query-keys.ts';

/** One list's page and filter; every field is part of the cache key. */
export interface TransactionQueryParams extends TransactionListParams {
  /** Free text within name and description. */
  filter?: string;
  from?: string;
  to?: string;
  categoryIds?: readonly string[];
  /** Money accounts (exactly one: each row carries its account amount and running balance). */
  moneyAccountIds?: readonly string[];
  /** The least size of an amount, as decimal text. */
  minAmount?: string;
  sort?: TransactionSort;
  order?: SortOrder;
  /** The total is also converted into this currency (the display currency). */
  currency?: number;
}

/**
 * GET /transactions with the filter, sort and page: one page with totalCount, per-currency sums
 * and, with `currency`, the converted total of every matching transaction (all computed by the
 * server).
 */
export function getTransactions(params: TransactionQueryParams, signal?: AbortSignal) {
  return apiClient.get('/transactions', {
    query: {
      transactionType: params.transactionType,
      groupIds: params.groupIds,
      filter: params.filter,
      from: params.from,
      to: params.to,
      categoryIds: params.categoryIds,
      moneyAccountIds: params.moneyAccountIds,
      // Checked as amount text by the filters (list-filters.ts), a decimal comma included.
      minAmount: params.minAmount ? Number(params.minAmount.replace(',', '.')) : undefined,
      sort: params.sort,
      order: params.order,
      currency: params.currency,
      page: params.page,
      pageSize: params.pageSize,
    },
    signal,
  });
}

export function transactionsQueryOptions(params: TransactionQueryParams) {
  return queryOptions({
    queryKey: transactionKeys.list(params),
    queryFn: ({ signal }) => getTransactions(params, signal),
    // While another page, size or filter loads, the card keeps showing the last one instead of
    // collapsing to a skeleton.
    placeholderData: keepPreviousData,
    meta: { showError: true },
  });
}

export function useTransactionsQuery(params: TransactionQueryParams) {
  return useQuery(transactionsQueryOptions(params));
}
