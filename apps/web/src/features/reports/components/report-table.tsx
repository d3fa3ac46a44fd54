import type { ReactNode } from 'react';
import { TableHead, TableHeader, TableRow } from '@/components/ui/table.tsx';
import { cn } from '@/lib/utils.ts';

export interface Column {
  label: string;
  /** Amounts and counts line up on the right. */
  numeric?: boolean;
}

/**
 * A table that scrolls inside its card: sideways on a phone, and down (under a header that stays)
 * past about ten rows, so years of months do not make the page endless. The scrolling box can take
 * focus, so it scrolls from the keyboard too (a group, not one more landmark); the caption names
 * the table. The browser lays it out and paints it only near the window (content-visibility; 30rem
 * tall until drawn, then its real height kept): the tables below the first view, and the budget
 * rows added to one in batches, cost the first view nothing (docs/performance.md, 'First
 * screens'). The charts beside them are never skipped: skipped, a chart's container measures
 * nothing, and the chart would grow again each time it came back into view.
 */
export function ReportTable({
  caption,
  columns,
  children,
  className,
}: {
  caption: string;
  columns: readonly Column[];
  children: ReactNode;
  className?: string;
}) {
  return (
    <div
      tabIndex={0}
      role="group"
      aria-label={caption}
      className="max-h-[30rem] w-full overflow-auto rounded-md border outline-none [contain-intrinsic-size:none_auto_30rem] [content-visibility:auto] focus-visible:ring-[3px] focus-visible:ring-ring/40"
    >
      <table className={cn('w-full text-sm', className)}>
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
        {children}
      </table>
    </div>
  );
}
