import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils.ts';

/** A plain data table; the wrapper scrolls sideways rather than squeezing the columns. */
export function Table({ className, ...props }: ComponentProps<'table'>) {
  return (
    <div className="relative w-full overflow-x-auto">
      <table className={cn('w-full caption-bottom text-sm', className)} {...props} />
    </div>
  );
}

export function TableHeader({ className, ...props }: ComponentProps<'thead'>) {
  return <thead className={cn('[&_tr]:border-b', className)} {...props} />;
}

export function TableBody({ className, ...props }: ComponentProps<'tbody'>) {
  return <tbody className={cn('[&_tr:last-child]:border-0', className)} {...props} />;
}

export function TableRow({ className, ...props }: ComponentProps<'tr'>) {
  return (
    <tr className={cn('border-b transition-colors hover:bg-muted/40', className)} {...props} />
  );
}

export function TableHead({ className, ...props }: ComponentProps<'th'>) {
  return (
    <th
      className={cn(
        'h-10 px-3 text-left align-middle text-xs font-medium tracking-wide whitespace-nowrap text-muted-foreground uppercase',
        className,
      )}
      {...props}
    />
  );
}

export function TableCell({ className, ...props }: ComponentProps<'td'>) {
  return <td className={cn('px-3 py-3 align-middle', className)} {...props} />;
}

/**
 * Text of a cell on one line: the column grows to fit it up to the cap (max-w-*), longer text
 * ends in an ellipsis and shows whole on hover. Text that may wrap anywhere would let the
 * table squeeze its column to one letter while other columns keep spare room.
 */
export function TableCellText({ text, className }: { text: string; className?: string }) {
  return (
    <span className={cn('block max-w-80 truncate', className)} title={text}>
      {text}
    </span>
  );
}
