import { createContext, memo, use, type ReactNode } from 'react';
import {
  TableBody,
  TableCell,
  TableCellText,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table.tsx';
import { useIsMobile } from '@/hooks/use-media-query.ts';
import { cn } from '@/lib/utils.ts';

export interface Column<Row> {
  label: string;
  /** Amounts and counts: on the right of the table, on one line. */
  numeric?: boolean;
  /** What the row shows under this column. */
  cell: (row: Row) => ReactNode;
  /** Classes that depend on the row (a loss in red), on its cell and on a phone's figure alike. */
  tone?: (row: Row) => string | undefined;
  /** Classes of the table's cell only (its weight, its least width). */
  className?: string;
  /** The column that names a row, the title of its entry on a phone; else the first. */
  namesRow?: boolean;
  /** On a phone the figure takes the entry's whole width (a bar). */
  wholeWidth?: boolean;
}

/** The table's data attributes of a row (e.g. data-over), on its entry on a phone too. */
type RowData<Row> = (row: Row) => Record<`data-${string}`, string>;

interface LineProps<Row> {
  row: Row;
  columns: readonly Column<Row>[];
  rowData?: RowData<Row>;
}

/** Whether the rows are drawn as a phone's entries rather than as the table's. */
const Stacked = createContext(false);

/**
 * A name that may be long: on one line in the table, its column growing up to the cap
 * (`className`, e.g. max-w-56) and cut with '...' past it, whole on hover; whole on a phone.
 */
export function ReportText({ text, className }: { text: string; className?: string }) {
  if (use(Stacked)) return <span className="wrap-anywhere">{text}</span>;
  return <TableCellText text={text} className={className} />;
}

/**
 * The report's figures as a table that scrolls inside its card, down (under a header that
 * stays) past about ten rows, so years of months do not make the page endless. On a phone,
 * where a table's columns would not fit without scrolling sideways, each row is an entry of
 * the same box instead: its name on top, each figure under its column's name below
 * (docs/decisions.md, 'Screen details'). The scrolling box can take focus, so it scrolls from
 * the keyboard too (a group, not one more landmark); the caption names it. The browser lays it
 * out and paints it only near the window (content-visibility; 30rem tall until drawn, then its
 * real height kept): the tables below the first view, and the budget rows added to one in
 * batches, cost the first view nothing (docs/performance.md, 'First screens'). The charts beside
 * them are never skipped: skipped, a chart's container measures nothing, and the chart would
 * grow again each time it came back into view.
 *
 * Rows are drawn once each (memo) while `columns` and the row stay the same.
 */
export function ReportTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  rowData,
  testId,
}: {
  caption: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  rowData?: RowData<Row>;
  /** The body's (the list's on a phone) data-testid. */
  testId?: string;
}) {
  const stacked = useIsMobile();
  const lines = rows.map((row) => {
    const props = { row, columns, rowData };
    return stacked ? <Entry key={rowKey(row)} {...props} /> : <Line key={rowKey(row)} {...props} />;
  });
  return (
    <div
      tabIndex={0}
      role="group"
      aria-label={caption}
      className="max-h-[30rem] w-full overflow-auto rounded-md border outline-none [contain-intrinsic-size:none_auto_30rem] [content-visibility:auto] focus-visible:ring-[3px] focus-visible:ring-ring/40"
    >
      <Stacked value={stacked}>
        {stacked ? (
          <ul className="divide-y" data-testid={testId}>
            {lines}
          </ul>
        ) : (
          <table className="w-full text-sm">
            <caption className="sr-only">{caption}</caption>
            <TableHeader>
              <TableRow className="hover:bg-transparent">
                {columns.map((column) => (
                  <TableHead
                    key={column.label}
                    className={cn(
                      // The row's border would scroll away under a sticky header; a shadow stays.
                      'sticky top-0 z-10 bg-card shadow-[inset_0_-1px_0_var(--border)]',
                      column.numeric && 'text-right',
                    )}
                  >
                    {column.label}
                  </TableHead>
                ))}
              </TableRow>
            </TableHeader>
            <TableBody className="tabular-nums" data-testid={testId}>
              {lines}
            </TableBody>
          </table>
        )}
      </Stacked>
    </div>
  );
}

// memo loses the type parameter; the cast gives it back.
const Line = memo(function Line<Row>({ row, columns, rowData }: LineProps<Row>) {
  return (
    <TableRow {...rowData?.(row)}>
      {columns.map((column) => (
        <TableCell
          key={column.label}
          className={cn(
            column.numeric && 'text-right whitespace-nowrap',
            column.className,
            column.tone?.(row),
          )}
        >
          {column.cell(row)}
        </TableCell>
      ))}
    </TableRow>
  );
}) as <Row>(props: LineProps<Row>) => ReactNode;

/** A row on a phone: its name, then its figures two to a line, each under its column's name. */
const Entry = memo(function Entry<Row>({ row, columns, rowData }: LineProps<Row>) {
  const title = columns.find((column) => column.namesRow) ?? columns[0];
  return (
    <li className="grid gap-2 px-3 py-3" {...rowData?.(row)}>
      {title ? <p className="text-sm font-medium wrap-anywhere">{title.cell(row)}</p> : null}
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm tabular-nums">
        {columns.map((column) =>
          column === title ? null : (
            <div
              key={column.label}
              className={cn(
                'grid min-w-0 content-start gap-0.5',
                column.wholeWidth && 'col-span-2',
              )}
            >
              <dt className="text-xs text-muted-foreground">{column.label}</dt>
              <dd className={column.tone?.(row)}>{column.cell(row)}</dd>
            </div>
          ),
        )}
      </dl>
    </li>
  );
}) as <Row>(props: LineProps<Row>) => ReactNode;
