import type { SortOrder, TransactionSort } from '@budget/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client.ts';
import { transactionKeys, type TransactionListParams } from '@/lib/query-keys.ts';
import { readAmount } from '@/lib/amount-text.ts';

/** One list's page and filter; every field is part of the cache key. */
export interface TransactionQueryParams extends TransactionListParams {
  /** Free text within name and description. */
  filter?: string;
  from?: string;
  to?: string;
  categoryIds?: readonly string[];
  /** Transactions with any of these tags. */
  tagIds?: readonly string[];
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
  return apiClient.get('/transactions', { query: listQuery(params), signal });
}

/** What the figures of a list depend on: neither its page nor its order. */
type TotalsParams = Omit<TransactionQueryParams, 'page' | 'pageSize' | 'sort' | 'order'>;

/** The query of GET /transactions, and of its page and totals apart. */
function listQuery(params: TotalsParams & Partial<TransactionQueryParams>) {
  return {
    transactionType: params.transactionType,
    groupIds: params.groupIds,
    filter: params.filter,
    from: params.from,
    to: params.to,
    categoryIds: params.categoryIds,
    tagIds: params.tagIds,
    moneyAccountIds: params.moneyAccountIds,
    // Checked as amount text by the filters (list-filters.ts), a decimal comma included.
    minAmount: params.minAmount ? readAmount(params.minAmount) : undefined,
    sort: params.sort,
    order: params.order,
    currency: params.currency,
    page: params.page,
    pageSize: params.pageSize,
  };
}

export function transactionsQueryOptions(params: TransactionQueryParams, enabled = true) {
  return queryOptions({
    queryKey: transactionKeys.list(params),
    queryFn: ({ signal }) => getTransactions(params, signal),
    // While another page, size or filter loads, the card keeps showing the last one instead of
    // collapsing to a skeleton.
    placeholderData: keepPreviousData,
    meta: { showError: true },
    enabled,
  });
}

export function useTransactionsQuery(params: TransactionQueryParams, enabled = true) {
  return useQuery(transactionsQueryOptions(params, enabled));
}

/**
 * A free-text search's page and its figures are asked for apart: a common word's count and sums
 * read every match, so the rows come at once and the figures when they are ready
 * (docs/decisions.md, 'Finding transactions').
 */
export function transactionRowsQueryOptions(params: TransactionQueryParams, enabled: boolean) {
  return queryOptions({
    queryKey: transactionKeys.page(params),
    queryFn: ({ signal }) =>
      apiClient.get('/transactions/page', { query: listQuery(params), signal }),
    placeholderData: keepPreviousData,
    meta: { showError: true },
    enabled,
  });
}

/** The figures of a search's whole list: the same for each of its pages and sorts. */
export function transactionTotalsQueryOptions(params: TransactionQueryParams, enabled: boolean) {
  const list: TotalsParams = {
    transactionType: params.transactionType,
    groupIds: params.groupIds,
    filter: params.filter,
    from: params.from,
    to: params.to,
    categoryIds: params.categoryIds,
    tagIds: params.tagIds,
    minAmount: params.minAmount,
    currency: params.currency,
  };
  return queryOptions({
    queryKey: transactionKeys.totals(list),
    queryFn: ({ signal }) =>
      apiClient.get('/transactions/totals', {
        query: listQuery(list),
        signal,
        // A common word's figures read every match: on a busy server that may take seconds.
        timeoutMs: 60_000,
      }),
    meta: { showError: true },
    enabled,
  });
}
