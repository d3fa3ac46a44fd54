import {
  DEFAULT_PAGE_SIZE,
  TransactionType,
  type Transaction,
  type TransactionScope,
} from '@budget/contract';
import { useCallback, useDeferredValue, useId, useMemo, useRef, useState } from 'react';
import { useDeleteAction } from '@/components/delete-action.tsx';
import { LoadErrorAlert } from '@/components/load-error-alert.tsx';
import { Pager, pageCount } from '@/components/pager.tsx';
import { Card, CardContent, CardHeader } from '@/components/ui/card.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useIsMobile } from '@/hooks/use-media-query.ts';
import { usePreferences } from '@/lib/preferences/use-preferences.ts';
import { useDeleteTransactionMutation } from '../api/use-delete-transaction-mutation.ts';
import { useTransactionsQuery } from '../api/use-transactions-query.ts';
import { amountOrder, type ListFilters } from '../list-filters.ts';
import { TRANSACTION_MESSAGES } from '../messages.ts';
import type { MemberDirectory } from '../split-summary.ts';
import { CardFigures } from './card-figures.tsx';
import { DeleteTransactionDialog } from './delete-transaction-dialog.tsx';
import { TransactionsList } from './transactions-list.tsx';
import { TableSkeleton, TransactionsTable } from './transactions-table.tsx';

/** Rows per page on offer; the server allows at most 500. */
export const PAGE_SIZES = [DEFAULT_PAGE_SIZE, 100, 200, 500] as const;

const CARD_TEXT = {
  [TransactionType.Income]: { title: 'Incomes', empty: 'No incomes' },
  [TransactionType.Expense]: { title: 'Expenses', empty: 'No expenses' },
} as const;

/**
 * The Incomes or the Expenses card: its own query of one type (server paging), the count and
 * per-currency sums of the whole list, a table (cards on phones), a pager, and Delete with a
 * confirmation that removes the row at once.
 */
export function TransactionsCard({
  type,
  groupId,
  filters,
  canWrite,
  members,
  onEdit,
}: {
  type: typeof TransactionType.Income | typeof TransactionType.Expense;
  /** The filter's group, or null for all groups. */
  groupId: string | null;
  filters: ListFilters;
  canWrite: (groupId: string) => boolean;
  members: MemberDirectory;
  onEdit: (transaction: Transaction) => void;
}) {
  const text = CARD_TEXT[type];
  const titleId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const isMobile = useIsMobile();
  const [pageSize, setPageSize] = useState<number>(DEFAULT_PAGE_SIZE);
  // Back to page 1 whenever the filter or sort changes (state that follows other state, set
  // during render), while the rows already shown stay until the new ones come.
  const listKey = JSON.stringify([groupId, filters]);
  const [paging, setPaging] = useState({ listKey, page: 1 });
  if (paging.listKey !== listKey) setPaging({ listKey, page: 1 });
  const page = paging.listKey === listKey ? paging.page : 1;
  const setPage = useCallback((next: number) => setPaging({ listKey, page: next }), [listKey]);
  const { displayCurrency } = usePreferences();
  const params = useMemo(
    () => ({
      transactionType: type,
      groupIds: groupId ? [groupId] : [],
      filter: filters.text || undefined,
      from: filters.from || undefined,
      to: filters.to || undefined,
      categoryIds: filters.categoryIds,
      minAmount: filters.minAmount || undefined,
      // The server's default (newest first) goes unsaid.
      ...(filters.sort === 'date' && filters.order === 'desc'
        ? {}
        : { sort: filters.sort, order: amountOrder(filters, type === TransactionType.Expense) }),
      currency: displayCurrency,
      page,
      pageSize,
    }),
    [type, groupId, filters, displayCurrency, page, pageSize],
  );
  const query = useTransactionsQuery(params);
  // The rows are drawn in a render React interrupts for the browser: an answer arrives through
  // the query's store, whose updates React otherwise draws at once, in one long task.
  const data = useDeferredValue(query.data);

  // After deletions the last page may be gone: show the new last page instead of an empty one.
  const lastPage = data ? pageCount(data.totalCount, pageSize) : 1;
  // (Set during render, React's pattern for state that follows other state.)
  if (data && !query.isPlaceholderData && page > lastPage) setPage(lastPage);

  const remove = useDeleteTransactionMutation();
  // The row goes at once (use-delete-transaction-mutation.ts), so the dialog does not wait;
  // focus returns to the Delete button on Cancel, or to the card's title once the row is gone.
  const deleting = useDeleteAction<Transaction, TransactionScope>({
    run: (transaction, scope) => remove.mutateAsync({ transaction, scope }),
    success: TRANSACTION_MESSAGES.deleted,
    closeAtOnce: true,
    focusAfter: headingRef,
  });

  const rows = data?.transactions ?? [];
  const rowProps = (transaction: Transaction) => ({
    transaction,
    canWrite: canWrite(transaction.groupId),
    members,
    onEdit,
    onDelete: deleting.ask,
  });

  return (
    <Card role="region" aria-labelledby={titleId} className="gap-4">
      <CardHeader className="gap-3">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2
            id={titleId}
            ref={headingRef}
            tabIndex={-1}
            className="text-lg leading-tight font-semibold outline-none"
          >
            {text.title}
          </h2>
          {query.isFetching && data ? <Spinner className="text-muted-foreground" /> : null}
        </div>
        <CardFigures data={data} emptyText={text.empty} />
      </CardHeader>
      <CardContent className="grid gap-4">
        {query.isError && !data ? (
          <LoadErrorAlert
            title={`${text.title} could not be loaded.`}
            onRetry={() => void query.refetch()}
          />
        ) : !data ? (
          <TableSkeleton label={`Loading ${text.title}`} isMobile={isMobile} />
        ) : rows.length === 0 ? null : isMobile ? (
          <TransactionsList label={text.title} rows={rows} rowProps={rowProps} />
        ) : (
          <TransactionsTable titleId={titleId} rows={rows} rowProps={rowProps} />
        )}
        {data && data.totalCount > 0 ? (
          <Pager
            label={`${text.title} pages`}
            page={page}
            pageSize={pageSize}
            totalCount={data.totalCount}
            pageSizes={PAGE_SIZES}
            onPageChange={setPage}
            onPageSizeChange={(size) => {
              setPageSize(size);
              setPage(1);
            }}
          />
        ) : null}
      </CardContent>
      <DeleteTransactionDialog action={deleting} />
    </Card>
  );
}
