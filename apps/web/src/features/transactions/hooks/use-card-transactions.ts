import { DEFAULT_PAGE_SIZE } from '@budget/contract';
import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import { pageCount } from '@/components/pager.tsx';
import { usePreferences } from '@/lib/preferences/use-preferences.ts';
import { useQuery } from '@tanstack/react-query';
import {
  transactionRowsQueryOptions,
  transactionTotalsQueryOptions,
  useTransactionsQuery,
} from '../api/use-transactions-query.ts';
import { listParams, type CardList } from '../card-list-params.ts';

export type { CardKind, CardType } from '../card-list-params.ts';

/** The page shown and its size; back to page 1 whenever the list (`listKey`) changes. */
function usePaging(listKey: string) {
  const [pageSize, setPageSize] = useState<number>(DEFAULT_PAGE_SIZE);
  // Reset during render (state that follows other state), while the rows already shown stay
  // until the new ones come.
  const [paging, setPaging] = useState({ listKey, page: 1 });
  if (paging.listKey !== listKey) setPaging({ listKey, page: 1 });
  const page = paging.listKey === listKey ? paging.page : 1;
  const setPage = useCallback((next: number) => setPaging({ listKey, page: next }), [listKey]);
  const changePageSize = (size: number) => {
    setPageSize(size);
    setPage(1);
  };
  return { page, setPage, pageSize, changePageSize };
}

/**
 * One card's list (one type, server paging): its query, the page it shows, that page's data and
 * the figures of the whole list (count, sums, converted total). A free-text search asks for its
 * page and its figures apart, as a common word's figures read every match: its rows come at
 * once, its figures when ready (docs/decisions.md, 'Finding transactions'); without text one
 * call answers both. The data is deferred: the rows are drawn in a render React interrupts for
 * the browser, while an answer arrives through the query's store, whose updates React otherwise
 * draws at once, in one long task.
 */
export function useCardTransactions({ type, groupId, filters }: CardList) {
  const paging = usePaging(JSON.stringify([groupId, filters]));
  const { page, pageSize, setPage } = paging;
  const { displayCurrency } = usePreferences();
  const params = useMemo(
    () => listParams({ type, groupId, filters }, displayCurrency, page, pageSize),
    [type, groupId, filters, displayCurrency, page, pageSize],
  );
  const search = Boolean(params.filter);
  const whole = useTransactionsQuery(params, !search);
  const rows = useQuery(transactionRowsQueryOptions(params, search));
  const totals = useQuery(transactionTotalsQueryOptions(params, search));
  const query = search ? rows : whole;
  const data = useDeferredValue(query.data);
  const figures = useDeferredValue(search ? totals.data : whole.data);
  const fetching = query.isFetching || (search && totals.isFetching);

  // After deletions the last page may be gone: show the new last page instead of an empty one.
  const lastPage = figures ? pageCount(figures.totalCount, pageSize) : 1;
  // (Set during render, React's pattern for state that follows other state.)
  if (figures && data && !query.isPlaceholderData && page > lastPage) setPage(lastPage);
  return { ...paging, query, data, figures, fetching };
}
