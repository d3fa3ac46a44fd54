import type { CurrencySum } from '@budget/contract';
import { formatMoney } from '@/lib/money.ts';
import { cn } from '@/lib/utils.ts';

/**
 * Amounts per currency as a list, one currency a line; a negative amount is red (the formatter
 * writes its minus sign). Without any amount, `emptyText` stands in its place.
 */
export function AmountList({
  sums,
  label,
  emptyText,
  className,
  inline = false,
  testId,
}: {
  sums: readonly CurrencySum[];
  /** Names the list for screen readers, e.g. 'Balance per currency'. */
  label: string;
  emptyText: string;
  /** Size and colour of each line. */
  className?: string;
  /** Side by side, wrapping, instead of one under the other. */
  inline?: boolean;
  testId?: string;
}) {
  if (sums.length === 0) {
    return (
      <p className={cn(className, 'text-muted-foreground')} data-testid={testId}>
        {emptyText}
      </p>
    );
  }
  return (
    <ul
      aria-label={label}
      data-testid={testId}
      className={inline ? 'flex flex-wrap gap-x-4 gap-y-0.5' : 'grid gap-0.5'}
    >
      {sums.map((sum) => (
        <li
          key={sum.currency}
          className={cn(
            'tabular-nums wrap-anywhere',
            className,
            sum.amount < 0 && 'text-destructive',
          )}
        >
          {formatMoney(sum.amount, sum.currency)}
        </li>
      ))}
    </ul>
  );
}
