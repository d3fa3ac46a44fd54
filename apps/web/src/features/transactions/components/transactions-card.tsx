import { DEFAULT_PAGE_SIZE, TransactionType, type Transaction } from '@budget/contract';
import { useId, useRef, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadErrorAlert } from '@/components/load-error-alert.tsx';
import { Pager } from '@/components/pager.tsx';
import { Card, CardContent, CardHeader } from '@/components/ui/card.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useIsMobile } from '@/hooks/use-media-query.ts';
import type { AccountNames, StatementOf } from '../account-rows.ts';
import { useCardTransactions, type CardKind } from '../hooks/use-card-transactions.ts';
import { useTransactionDeletion } from '../hooks/use-transaction-deletion.ts';
import type { ListFilters } from '../list-filters.ts';
import type { MemberDirectory } from '../split-summary.ts';
import { CardFigures } from './card-figures.tsx';
import { DeleteTransactionDialog } from './delete-transaction-dialog.tsx';
import { useLikeThisDialog } from './like-this-action.tsx';
import type { RowProps } from './transaction-rows.tsx';
import { TransactionsList } from './transactions-list.tsx';
import { TransactionsTable } from './transactions-table.tsx';

/** Rows per page on offer; the server allows at most 500. */
export const PAGE_SIZES = [DEFAULT_PAGE_SIZE, 100, 200, 500] as const;

/** The keys of each card's texts. */
const CARD_TEXT = {
  [TransactionType.Income]: {
    title: 'card.incomes',
    empty: 'card.noIncomes',
    pages: 'card.incomesPages',
    failed: 'card.incomesFailed',
    loading: 'card.incomesLoading',
  },
  [TransactionType.Expense]: {
    title: 'card.expenses',
    empty: 'card.noExpenses',
    pages: 'card.expensesPages',
    failed: 'card.expensesFailed',
    loading: 'card.expensesLoading',
  },
  statement: {
    title: 'card.statement',
    empty: 'card.noStatement',
    pages: 'card.statementPages',
    failed: 'card.statementFailed',
    loading: 'card.statementLoading',
  },
} as const;

type CardText = (typeof CARD_TEXT)[CardKind];

interface CardProps {
  type: CardKind;
  accounts: AccountNames;
  /** The statement's account (with `type` 'statement'). */
  statement?: StatementOf | null;
  /** The filter's group, or null for all groups. */
  groupId: string | null;
  filters: ListFilters;
  canWrite: (groupId: string) => boolean;
  members: MemberDirectory;
  onEdit: (transaction: Transaction) => void;
}

/**
 * The Incomes or the Expenses card, or one money account's statement: its own query (server
 * paging), the count and per-currency sums of the whole list, a table (cards on phones), a
 * pager, and Delete with a confirmation that removes the row at once.
 */
export function TransactionsCard({
  type,
  groupId,
  filters,
  canWrite,
  members,
  accounts,
  statement = null,
  onEdit,
}: CardProps) {
  const { t } = useTranslation('transactions');
  const text = CARD_TEXT[type];
  const titleId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const list = useCardTransactions({ type, groupId, filters });
  const { query, data, figures } = list;
  const rowDialogs = useRowDialogs(headingRef, members);
  const rowProps = (transaction: Transaction) => ({
    transaction,
    canWrite: canWrite(transaction.groupId),
    members,
    accounts,
    statement,
    onEdit,
    ...rowDialogs.handlers,
  });
  const title = t(text.title, { account: nameOf(accounts, statement) });
  // Until its first answer the card is one block of its final size, not a header whose figures
  // grow (one line of sums becomes one per currency) and push a skeleton of rows down: the card
  // that replaces the block moves nothing on the page (docs/performance.md, 'First screens').
  if (!data && !query.isError) return <CardSkeleton label={t(text.loading)} />;
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
            {title}
          </h2>
          {list.fetching && data ? <Spinner className="text-muted-foreground" /> : null}
        </div>
        <CardFigures
          figures={figures}
          emptyText={t(text.empty)}
          balance={
            statement ? { amount: statement.balance, currency: statement.currency } : undefined
          }
        />
        {statement?.withBalance === false ? <BalanceNote /> : null}
      </CardHeader>
      <CardContent className="grid gap-4">
        <CardRows
          text={text}
          title={title}
          accounts={accounts}
          withBalance={statement?.withBalance ?? false}
          titleId={titleId}
          data={data}
          failed={query.isError}
          onRetry={() => void query.refetch()}
          rowProps={rowProps}
        />
        {data && figures && figures.totalCount > 0 ? (
          <Pager
            label={t(text.pages)}
            page={list.page}
            pageSize={list.pageSize}
            totalCount={figures.totalCount}
            pageSizes={PAGE_SIZES}
            onPageChange={list.setPage}
            onPageSizeChange={list.changePageSize}
          />
        ) : null}
      </CardContent>
      {rowDialogs.dialogs}
    </Card>
  );
}

/** The dialogs of the rows' actions: Delete's confirmation and question, and a rule made from one. */
function useRowDialogs(headingRef: RefObject<HTMLHeadingElement | null>, members: MemberDirectory) {
  const deleting = useTransactionDeletion(headingRef);
  const likeThis = useLikeThisDialog(members);
  return {
    handlers: { onDelete: deleting.ask, onCategorise: likeThis.show },
    dialogs: (
      <>
        <DeleteTransactionDialog action={deleting} />
        {deleting.question}
        {likeThis.dialog}
      </>
    ),
  };
}

/** The page's rows: a table (cards on phones), or why they could not be loaded. */
function CardRows({
  text,
  title,
  accounts,
  withBalance,
  titleId,
  data,
  failed,
  onRetry,
  rowProps,
}: {
  text: CardText;
  title: string;
  accounts: AccountNames;
  withBalance: boolean;
  titleId: string;
  data: { transactions: Transaction[] } | undefined;
  /** The list could not be loaded. */
  failed: boolean;
  onRetry: () => void;
  rowProps: (transaction: Transaction) => RowProps;
}) {
  const { t } = useTranslation('transactions');
  const isMobile = useIsMobile();
  if (failed && !data) {
    return <LoadErrorAlert title={t(text.failed)} onRetry={onRetry} />;
  }
  if (!data) return null;
  const rows = data.transactions;
  if (rows.length === 0) return null;
  return isMobile ? (
    <TransactionsList label={title} rows={rows} rowProps={rowProps} />
  ) : (
    <TransactionsTable
      titleId={titleId}
      rows={rows}
      rowProps={rowProps}
      accounts={accounts}
      statement={withBalance}
    />
  );
}

function nameOf(accounts: AccountNames, statement: StatementOf | null): string {
  return statement ? (accounts.get(statement.moneyAccountId)?.name ?? '') : '';
}

/** A statement sorted otherwise than by date has no balance after each row: how to get it. */
function BalanceNote() {
  const { t } = useTranslation('transactions');
  return <p className="text-sm text-muted-foreground">{t('card.balanceByDate')}</p>;
}

/** A card while it loads: the size a page of rows takes (the table's frame and the figures). */
export function CardSkeleton({ label }: { label?: string }) {
  const block = <Skeleton className="h-[calc(min(70vh,40rem)+12rem)] w-full rounded-xl" />;
  return label ? (
    <div role="status" aria-label={label}>
      {block}
    </div>
  ) : (
    block
  );
}
