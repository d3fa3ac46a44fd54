import type { BalancePoint } from '@budget/contract';
import { useTranslation } from 'react-i18next';
import { formatDay } from '@/lib/format-date.ts';
import { formatMoney } from '@/lib/money.ts';
import { cn } from '@/lib/utils.ts';

const WIDTH = 64;
const HEIGHT = 24;
/** Room for the line's width, so its top and bottom are not cut. */
const PAD = 2;

/** The polyline's points, scaled into the box (a flat history draws a line across the middle). */
export function sparklinePoints(history: readonly BalancePoint[]): string {
  const balances = history.map((point) => point.balance);
  const low = Math.min(...balances);
  const high = Math.max(...balances);
  const step = history.length > 1 ? (WIDTH - 2 * PAD) / (history.length - 1) : 0;
  return history
    .map((point, index) => {
      const y =
        high === low
          ? HEIGHT / 2
          : PAD + ((high - point.balance) / (high - low)) * (HEIGHT - 2 * PAD);
      return `${(PAD + index * step).toFixed(1)},${y.toFixed(1)}`;
    })
    .join(' ');
}

/**
 * An account's balance over the last year as a small line (docs/decisions.md, 'Money
 * accounts'). Hand-drawn: recharts loads with the reports screen only, and a line of 13 points
 * needs no axes or tooltips. Its label says what the line shows, for those who cannot see it.
 */
export function BalanceSparkline({
  history,
  currency,
  className,
}: {
  history: readonly BalancePoint[];
  currency: number;
  className?: string;
}) {
  const { t } = useTranslation('accounts');
  const first = history[0];
  const last = history.at(-1);
  if (!first || !last || history.length < 2) return null;
  const balances = history.map((point) => point.balance);
  const label = t('money.sparkline', {
    from: formatMoney(first.balance, currency),
    fromDate: formatDay(first.date),
    to: formatMoney(last.balance, currency),
    toDate: formatDay(last.date),
    low: formatMoney(Math.min(...balances), currency),
    high: formatMoney(Math.max(...balances), currency),
  });
  const trend = last.balance - first.balance;
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      width={WIDTH}
      height={HEIGHT}
      className={cn(
        'shrink-0 overflow-visible',
        trend < 0
          ? 'text-destructive'
          : trend > 0
            ? 'text-success-foreground'
            : 'text-muted-foreground',
        className,
      )}
      data-testid="balance-sparkline"
    >
      <title>{label}</title>
      <polyline
        points={sparklinePoints(history)}
        fill="none"
        stroke="currentColor"
        strokeWidth={1.5}
        strokeLinejoin="round"
        strokeLinecap="round"
        vectorEffect="non-scaling-stroke"
      />
    </svg>
  );
}
