import type { Transaction } from '@budget/contract';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useMemo, useRef, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/utils.ts';
import { accountText, type AccountNames } from '../account-rows.ts';
import {
  READ_ONLY_GRID,
  ROW_GRID,
  STATEMENT_GRID,
  TransactionRow,
  type RowProps,
} from './transaction-rows.tsx';

/** The columns of the tables (the keys of their titles), and whether each is aligned right. */
const COLUMNS = [
  ['column.name', false],
  ['column.description', false],
  ['column.categories', false],
  ['column.account', false],
  ['column.value', true],
  ['column.actions', true],
] as const;
/** A page none of whose rows the user may change: no Actions. */
const READ_ONLY_COLUMNS = COLUMNS.slice(0, -1);
/** A statement's: every row is in its account, and the balance after each row follows. */
const STATEMENT_COLUMNS = [
  ['column.name', false],
  ['column.description', false],
  ['column.categories', false],
  ['column.value', true],
  ['column.balance', true],
  ['column.actions', true],
] as const;

/**
 * The scrolling frame of a page of rows. A full page (the usual first view) fills it to its
 * limit, which is the height the loading skeleton takes, so the first rows move nothing.
 */
const TABLE_FRAME = 'max-h-[min(70vh,40rem)] overflow-auto rounded-md border';

/**
 * The room of the table's rows at 1280 px beside the sidebar (55.75rem measured), so the Actions
 * stay in view and Description keeps the room its header and 'No description' take on one line.
 */
const FIXED_REM = 55.5;
/** Description's least (its header, 'No description') and Value's widths, in rem (ROW_GRID). */
const OTHER_REM = 7.5 + 8;
/** A statement's: its Description may narrow to 6rem (STATEMENT_GRID), giving Name the room. */
const STATEMENT_OTHER_REM = 6 + 8;
/** The Actions column's width, in rem: a statement's holds the cleared mark too (STATEMENT_GRID). */
const ACTIONS_REM = 13;
const STATEMENT_ACTIONS_REM = 15;
/** The widest Categories and Account may be: longer texts are cut with '...', whole on hover. */
const CAP_REM = 10;
/** A statement's Categories: narrower, as its Balance and cleared mark take room of their own. */
const STATEMENT_CAP_REM = 8;
/** A statement's Balance column, in rem (STATEMENT_GRID). */
const BALANCE_REM = 8;

/**
 * Widths of the Name, Categories (and tags) and Account (the group, the money account under it)
 * columns, from the longest text on the page (in `ch`, the width of a digit, with room for wider
 * letters and the padding), between the header's width and a cap past which the text is cut with
 * '...' and shown whole on hover; Description takes what is left. Name's cap is what the others
 * leave of FIXED_REM, so at their widest the columns still fit beside the sidebar at 1280 px.
 * Every row is its own grid, so the widths are set once for the table rather than found by the
 * browser. A statement has Balance in Account's place; a page without Actions leaves their room
 * to Name.
 */
export function columnWidths(
  rows: readonly Transaction[],
  accounts: AccountNames = new Map(),
  statement = false,
  withActions = true,
): CSSProperties {
  let name = 0;
  let account = 0;
  let categories = 0;
  let money = 0;
  for (const row of rows) {
    name = Math.max(name, row.name.length);
    account = Math.max(account, row.account.name.length);
    categories = Math.max(categories, row.categories.map((c) => c.name).join(', ').length);
    // A tag's chip (under the categories) takes about three letters more than its name.
    for (const tag of row.tags) categories = Math.max(categories, tag.name.length + 3);
    // A transfer's mark takes about two letters; a statement names only transfers' accounts.
    if (!statement || row.toMoneyAccountId)
      money = Math.max(money, accountText(row, accounts).length + (row.toMoneyAccountId ? 2 : 0));
  }
  const width = (length: number, cap: number) => Math.min(cap, Math.max(7, length * 0.5 + 1.75));
  const categoriesRem = width(categories, statement ? STATEMENT_CAP_REM : CAP_REM);
  // The group over its money account (smaller letters, so a little narrower per letter).
  const accountRem = statement ? BALANCE_REM : width(Math.max(account, money * 0.9), CAP_REM);
  let actionsRem = withActions ? ACTIONS_REM : 0;
  if (statement) actionsRem = STATEMENT_ACTIONS_REM;
  const others = statement ? STATEMENT_OTHER_REM : OTHER_REM;
  const left = FIXED_REM - others - actionsRem - accountRem - categoriesRem;
  // A statement names a transfer's two accounts under its date, in smaller letters.
  const nameRem = width(statement ? Math.max(name, money * 0.9) : name, Math.max(7, left));
  const rem = (value: number) => `${value.toFixed(2)}rem`;
  return {
    '--name-width': rem(nameRem),
    '--account-width': rem(accountRem),
    '--categories-width': rem(categoriesRem),
  } as CSSProperties;
}

/** A row's height before it is measured: one line of text and the date under it. */
const ROW_ESTIMATE_PX = 61;
/** Rows drawn beyond each edge of the frame, so a fast scroll shows no empty band. */
const OVERSCAN_ROWS = 6;

/**
 * A page of up to 500 rows, of which only those in (or near) the frame's view are drawn
 * (TanStack Virtual), each measured as it is drawn; padding above and below stands in for the
 * others, so the scroll bar is that of the whole page.
 */
export function TransactionsTable({
  titleId,
  rows,
  rowProps,
  accounts,
  statement,
}: {
  titleId: string;
  rows: readonly Transaction[];
  rowProps: (transaction: Transaction) => RowProps;
  accounts: AccountNames;
  /** One account's statement: Balance instead of Account. */
  statement: boolean;
}) {
  // A statement's rows (in any order) keep their cleared mark, a Viewer's too.
  const withActions = rows.some((row) => {
    const props = rowProps(row);
    return props.canWrite || props.statement !== null;
  });
  const widths = useMemo(
    () => columnWidths(rows, accounts, statement, withActions),
    [rows, accounts, statement, withActions],
  );
  const frame = useRef<HTMLDivElement>(null);
  // The app is not compiled by React Compiler, whose memoising this rule guards; the virtualiser
  // re-renders the table itself as the frame scrolls.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => frame.current,
    estimateSize: () => ROW_ESTIMATE_PX,
    getItemKey: (index) => rows[index]?.id ?? index,
    overscan: OVERSCAN_ROWS,
  });
  const items = virtualizer.getVirtualItems();
  const before = items[0]?.start ?? 0;
  const after = virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0);
  return (
    <div ref={frame} className={TABLE_FRAME}>
      <div
        role="table"
        aria-labelledby={titleId}
        aria-rowcount={rows.length + 1}
        className={cn('text-sm', statement ? 'min-w-[54rem]' : 'min-w-[48rem]')}
        style={widths}
      >
        <TableHeader statement={statement} withActions={withActions} />
        <div role="rowgroup" style={{ paddingTop: before, paddingBottom: after }}>
          {items.map((item) => {
            const transaction = rows[item.index];
            if (!transaction) return null;
            return (
              <TransactionRow
                key={item.key}
                {...rowProps(transaction)}
                rowIndex={item.index}
                measure={virtualizer.measureElement}
                withActions={withActions}
              />
            );
          })}
        </div>
      </div>
    </div>
  );
}

function TableHeader({ statement, withActions }: { statement: boolean; withActions: boolean }) {
  const { t } = useTranslation('transactions');
  let columns: readonly (typeof COLUMNS | typeof STATEMENT_COLUMNS)[number][] = STATEMENT_COLUMNS;
  let grid = STATEMENT_GRID;
  if (!statement) {
    columns = withActions ? COLUMNS : READ_ONLY_COLUMNS;
    grid = withActions ? ROW_GRID : READ_ONLY_GRID;
  }
  return (
    <div role="rowgroup" className="sticky top-0 z-10 border-b bg-card">
      <div role="row" aria-rowindex={1} className={grid}>
        {columns.map(([column, right]) => (
          <div
            key={column}
            role="columnheader"
            // Two lines at most, broken between words: 'Grupa i konto' is wider than its column.
            className={cn(
              'line-clamp-2 px-3 py-3 text-xs font-medium tracking-wide text-muted-foreground uppercase',
              right && 'text-right',
            )}
            title={t(column)}
          >
            {t(column)}
          </div>
        ))}
      </div>
    </div>
  );
}
