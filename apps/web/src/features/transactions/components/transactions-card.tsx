import { DEFAULT_PAGE_SIZE, TransactionType, type Transaction } from '@budget/contract';
import { useCallback, useId, useMemo, useRef, useState } from 'react';
import { toast } from 'sonner';
import { LoadErrorAlert } from '@/components/load-error-alert.tsx';
import { Pager, pageCount } from '@/components/pager.tsx';
import { Card, CardContent, CardHeader } from '@/components/ui/card.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useIsMobile } from '@/hooks/use-media-query.ts';
import { showApiError } from '@/lib/show-api-error.ts';
import { cn } from '@/lib/utils.ts';
import { useDeleteTransactionMutation } from '../api/use-delete-transaction-mutation.ts';
import { useTransactionsQuery } from '../api/use-transactions-query.ts';
import { TRANSACTION_MESSAGES } from '../messages.ts';
import { CurrencySums } from './currency-sums.tsx';
import { DeleteTransactionDialog } from './delete-transaction-dialog.tsx';
import { ROW_GRID, TransactionItem, TransactionRow } from './transaction-rows.tsx';

/** Rows per page on offer; the server allows at most 500. */
export const PAGE_SIZES = [DEFAULT_PAGE_SIZE, 100, 200, 500] as const;

/** The columns of both tables. */
const COLUMNS = ['Name', 'Description', 'Account', 'Value', 'Actions'] as const;

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
  canWrite,
  onEdit,
}: {
  type: typeof TransactionType.Income | typeof TransactionType.Expense;
  /** The filter's group, or null for all groups. */
  groupId: string | null;
  canWrite: (groupId: string) => boolean;
  onEdit: (transaction: Transaction) => void;
}) {
  const text = CARD_TEXT[type];
  const titleId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const isMobile = useIsMobile();
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(DEFAULT_PAGE_SIZE);
  const params = useMemo(
    () => ({ transactionType: type, groupIds: groupId ? [groupId] : [], page, pageSize }),
    [type, groupId, page, pageSize],
  );
  const query = useTransactionsQuery(params);
  const data = query.data;

  // After deletions the last page may be gone: show the new last page instead of an empty one.
  const lastPage = data ? pageCount(data.totalCount, pageSize) : 1;
  // (Set during render, React's pattern for state that follows other state.)
  if (data && !query.isPlaceholderData && page > lastPage) setPage(lastPage);

  const remove = useDeleteTransactionMutation();
  const [deleting, setDeleting] = useState<{ transaction: Transaction | null; open: boolean }>({
    transaction: null,
    open: false,
  });
  const triggerRef = useRef<HTMLElement | null>(null);
  const askDelete = useCallback((transaction: Transaction, trigger: HTMLElement) => {
    triggerRef.current = trigger;
    setDeleting({ transaction, open: true });
  }, []);
  const confirmDelete = (transaction: Transaction) => {
    setDeleting((current) => ({ ...current, open: false }));
    remove.mutate(transaction, {
      onSuccess: () => toast.success(TRANSACTION_MESSAGES.deleted),
      onError: (error) => showApiError(error),
    });
  };

  const rows = data?.transactions ?? [];
  const rowProps = (transaction: Transaction) => ({
    transaction,
    canWrite: canWrite(transaction.groupId),
    onEdit,
    onDelete: askDelete,
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
        {data ? (
          <dl className="grid gap-x-8 gap-y-2 sm:grid-cols-[auto_1fr]">
            <div className="grid gap-0.5">
              <dt className="text-xs text-muted-foreground">Count</dt>
              <dd className="text-lg font-semibold tabular-nums" data-testid="transactions-count">
                {data.totalCount.toLocaleString()}
              </dd>
            </div>
            <div className="grid gap-0.5">
              <dt className="text-xs text-muted-foreground">Total</dt>
              <dd data-testid="transactions-sums">
                <CurrencySums sums={data.sums} emptyText={text.empty} />
              </dd>
            </div>
          </dl>
        ) : null}
      </CardHeader>
      <CardContent className="grid gap-4">
        {query.isError && !data ? (
          <LoadErrorAlert
            title={`${text.title} could not be loaded.`}
            onRetry={() => void query.refetch()}
          />
        ) : !data ? (
          <div className="grid gap-2" role="status" aria-label={`Loading ${text.title}`}>
            {[0, 1, 2].map((key) => (
              <Skeleton key={key} className="h-10 w-full" />
            ))}
          </div>
        ) : rows.length === 0 ? null : isMobile ? (
          <ul className="grid gap-2" aria-label={text.title}>
            {rows.map((transaction) => (
              <TransactionItem key={transaction.id} {...rowProps(transaction)} />
            ))}
          </ul>
        ) : (
          <div className="max-h-[70vh] overflow-auto rounded-md border">
            <div role="table" aria-labelledby={titleId} className="min-w-[44rem] text-sm">
              <div role="rowgroup" className="sticky top-0 z-10 border-b bg-card">
                <div role="row" className={ROW_GRID}>
                  {COLUMNS.map((column) => (
                    <div
                      key={column}
                      role="columnheader"
                      className={cn(
                        'px-3 py-3 text-xs font-medium tracking-wide whitespace-nowrap text-muted-foreground uppercase',
                        (column === 'Value' || column === 'Actions') && 'text-right',
                      )}
                    >
                      {column}
                    </div>
                  ))}
                </div>
              </div>
              <div role="rowgroup">
                {rows.map((transaction) => (
                  <TransactionRow key={transaction.id} {...rowProps(transaction)} />
                ))}
              </div>
            </div>
          </div>
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
      <DeleteTransactionDialog
        transaction={deleting.transaction}
        open={deleting.open}
        trigger={triggerRef}
        fallbackFocus={headingRef}
        onCancel={() => setDeleting((current) => ({ ...current, open: false }))}
        onConfirm={confirmDelete}
      />
    </Card>
  );
}
