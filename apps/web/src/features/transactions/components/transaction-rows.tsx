import type { Transaction } from '@budget/contract';
import { RepeatIcon, UsersIcon } from 'lucide-react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDay } from '@/lib/format-date.ts';
import { formatMoney } from '@/lib/money.ts';
import { cn } from '@/lib/utils.ts';
import { shownAmount, type AccountNames, type StatementOf } from '../account-rows.ts';
import { repeatsKey } from '../recurrence.ts';
import { splitSummary, type MemberDirectory, type SplitSummary } from '../split-summary.ts';
import { AttachmentMark } from './attachment-mark.tsx';
import { CategoriesAndTags, MoneyAccountName, RowActions } from './row-parts.tsx';

export interface RowProps {
  transaction: Transaction;
  /** Owner or Member of the transaction's group. */
  canWrite: boolean;
  /** Names payers and split members (the group list's e-mails). */
  members: MemberDirectory;
  /** Names the rows' money accounts. */
  accounts: AccountNames;
  /** One account's statement: each row's amount in it, and the balance after it. */
  statement: StatementOf | null;
  onEdit: (transaction: Transaction) => void;
  /** The button is passed along so focus can go back to it when the deletion is cancelled. */
  onDelete: (transaction: Transaction, trigger: HTMLElement) => void;
  /** Opens the card's 'Always categorise like this' dialog on the transaction. */
  onCategorise: (transaction: Transaction) => void;
}

export function Description({ text }: { text: string | null }) {
  const { t } = useTranslation('transactions');
  return text ? <>{text}</> : <span className="italic">{t('row.noDescription')}</span>;
}

/** An occurrence of a recurring transaction is marked, its period named on hover and aloud. */
export function RepeatMark({ transaction }: { transaction: Transaction }) {
  const { t } = useTranslation('transactions');
  if (transaction.seriesId === null) return null;
  const label = t(repeatsKey(transaction.recurringPeriod));
  return (
    <span className="inline-flex shrink-0 text-muted-foreground" title={label}>
      <RepeatIcon className="size-3.5" aria-hidden="true" />
      <span className="sr-only">{label}</span>
    </span>
  );
}

/**
 * Who paid and how it is split, a line of its own (nothing for an unshared transaction), each
 * member's part on hover. `spoken` false: the line is only seen, its words are read out in the
 * row's first cell instead (a table row may hold only cells).
 */
export function SharingLine({
  summary,
  className,
  spoken = true,
}: {
  summary: SplitSummary | null;
  className: string;
  spoken?: boolean;
}) {
  const { t } = useTranslation('transactions');
  if (!summary) return null;
  return (
    <div
      className={cn('text-xs text-muted-foreground', className)}
      title={`${summary.text}\n${summary.parts}`}
      aria-hidden={spoken ? undefined : true}
    >
      <UsersIcon className="mr-1 inline size-3 align-[-0.125em]" aria-hidden="true" />
      {summary.text}
      {spoken ? (
        <span className="sr-only">. {t('row.parts', { parts: summary.parts })}</span>
      ) : null}
    </div>
  );
}

/** The sharing line's words for screen readers, in a cell. */
function SpokenSharing({ summary }: { summary: SplitSummary | null }) {
  const { t } = useTranslation('transactions');
  if (!summary) return null;
  return (
    <span className="sr-only">{`${summary.text}. ${t('row.parts', { parts: summary.parts })}`}</span>
  );
}

/**
 * The columns' widths, shared by the header row and every row so they line up: Name, Categories
 * and Account fit their content (columnWidths), Description takes what is left. Account names
 * the group (SPEC's column) with the money account under it, in one column, so Name has room at
 * 1280 px. At their widest the columns add up to the rows' room at 1280 px beside the sidebar
 * (55.5rem, Description at 7.5); each gives way down to 7rem before the table scrolls, so the
 * Actions (Edit, Delete and the menu of further ones) stay in view. A page of rows none of which
 * the user may change (a Viewer's) has no Actions column, its room going to the others. A
 * statement (one money account) has Balance in Account's place (every row is in that account; a
 * transfer names its two under its date) and the cleared mark among the actions.
 */
export const ROW_GRID =
  'grid grid-cols-[minmax(7rem,var(--name-width,10rem))_minmax(6rem,1fr)_minmax(7rem,var(--categories-width,9rem))_minmax(7rem,var(--account-width,9rem))_8rem_13rem] items-center';
export const READ_ONLY_GRID =
  'grid grid-cols-[minmax(7rem,var(--name-width,10rem))_minmax(6rem,1fr)_minmax(7rem,var(--categories-width,9rem))_minmax(7rem,var(--account-width,9rem))_8rem] items-center';
export const STATEMENT_GRID =
  'grid grid-cols-[minmax(6rem,var(--name-width,10rem))_minmax(6rem,1fr)_minmax(6rem,var(--categories-width,9rem))_8rem_8rem_15rem] items-center';

const CELL = 'min-w-0 px-3 py-2';

/** Where a drawn row of a virtualised list stands, and how the list measures it. */
interface ListPlace {
  /** The row's place in the whole page, from 0. */
  rowIndex: number;
  /** The virtualiser's measuring ref (it reads the row's `data-index`). */
  measure: (element: HTMLElement | null) => void;
  /** Whether the table has an Actions column (some row of the page may be changed). */
  withActions: boolean;
}

function gridOf(withBalance: boolean, withActions: boolean): string {
  if (withBalance) return STATEMENT_GRID;
  return withActions ? ROW_GRID : READ_ONLY_GRID;
}

/** Name, its marks, the date, a statement's transfer's two accounts, and the sharing read out. */
function NameCell({ summary, ...props }: RowProps & { summary: SplitSummary | null }) {
  const { transaction, statement } = props;
  return (
    <div role="cell" className={CELL}>
      <div className="flex min-w-0 items-center gap-1.5">
        {/* Two lines before it is cut: a bank's long payee ('URZĄD SKARBOWY WARSZAWA') reads
            whole in a statement's narrow Name column, whole on hover past that. */}
        <span className="line-clamp-2 font-medium break-words" title={transaction.name}>
          {transaction.name}
        </span>
        <RepeatMark transaction={transaction} />
        <AttachmentMark transaction={transaction} canWrite={props.canWrite} />
      </div>
      <div className="text-xs text-muted-foreground">
        <time dateTime={transaction.date}>{formatDay(transaction.date)}</time>
      </div>
      {statement?.withBalance && transaction.toMoneyAccountId ? (
        <div className="text-xs text-muted-foreground">
          <MoneyAccountName transaction={transaction} accounts={props.accounts} />
        </div>
      ) : null}
      <SpokenSharing summary={summary} />
    </div>
  );
}

/**
 * One row. Rows are memoised on their transaction (the same object until it changes, thanks to
 * the query cache's structural sharing), so paging, deleting or a refetch re-renders only rows
 * that differ.
 */
export const TransactionRow = memo(function TransactionRow({
  rowIndex,
  measure,
  withActions,
  ...props
}: RowProps & ListPlace) {
  const { transaction, statement } = props;
  const summary = splitSummary(transaction, props.members);
  const shown = shownAmount(transaction, statement);
  return (
    <div
      role="row"
      ref={measure}
      data-index={rowIndex}
      // The header is the table's first row.
      aria-rowindex={rowIndex + 2}
      className={`transaction-row ${gridOf(statement?.withBalance === true, withActions)} border-b last:border-b-0 hover:bg-muted/40`}
    >
      <NameCell {...props} summary={summary} />
      <div role="cell" className={`${CELL} text-muted-foreground`}>
        <div className="line-clamp-2 wrap-anywhere" title={transaction.description ?? undefined}>
          <Description text={transaction.description} />
        </div>
      </div>
      <div role="cell" className={CELL}>
        <CategoriesAndTags transaction={transaction} />
      </div>
      {statement?.withBalance ? null : (
        <div role="cell" className={CELL}>
          <div className="truncate" title={transaction.account.name}>
            {transaction.account.name}
          </div>
          <div className="text-xs text-muted-foreground">
            <MoneyAccountName transaction={transaction} accounts={props.accounts} />
          </div>
        </div>
      )}
      <div role="cell" className={`${CELL} text-right whitespace-nowrap tabular-nums`}>
        {formatMoney(shown.amount, shown.currency)}
      </div>
      {statement?.withBalance ? (
        <div
          role="cell"
          className={`${CELL} text-right whitespace-nowrap tabular-nums`}
          data-testid="running-balance"
        >
          {transaction.runningBalance === undefined
            ? null
            : formatMoney(transaction.runningBalance, statement.currency)}
        </div>
      ) : null}
      {withActions ? (
        <div role="cell" className="min-w-0 px-3 py-1">
          <RowActions {...props} />
        </div>
      ) : null}
      {/* Under the row, across the columns up to the value, where an e-mail has room. */}
      <SharingLine
        summary={summary}
        spoken={false}
        className={cn(
          'col-start-1 -mt-1.5 truncate px-3 pb-2',
          statement?.withBalance ? 'col-span-3' : 'col-span-4',
        )}
      />
    </div>
  );
});
