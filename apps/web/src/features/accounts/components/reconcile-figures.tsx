import type { Reconciliation } from '@budget/contract';
import { useTranslation } from 'react-i18next';
import { formatDay } from '@/lib/format-date.ts';
import { formatMoney, fromMinorUnits } from '@/lib/money.ts';
import { cn } from '@/lib/utils.ts';

/** An amount in minor units with its sign always shown: '+20.00 PLN', '-1.00 PLN'. */
export function formatSigned(minor: number, currency: number): string {
  const text = formatMoney(fromMinorUnits(minor), currency);
  return minor > 0 ? `+${text}` : text;
}

function Figure({
  label,
  value,
  testId,
  strong = false,
}: {
  label: string;
  value: string;
  testId: string;
  strong?: boolean;
}) {
  return (
    <div className="grid gap-0.5 rounded-lg border p-3">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className={cn('tabular-nums', strong && 'font-semibold')} data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

/**
 * The account at the end of the day: its balance, its cleared balance and the difference from
 * the statement (cleared - statement), announced as it changes.
 */
export function ReconcileFigures({
  view,
  difference,
  className,
}: {
  view: Reconciliation;
  difference: number | null;
  className?: string;
}) {
  const { t } = useTranslation('reconcile');
  return (
    <div className={cn('grid gap-2', className)}>
      <dl className="grid gap-2 sm:grid-cols-3">
        <Figure
          label={t('accountBalance')}
          value={formatMoney(view.balance, view.currency)}
          testId="reconcile-balance"
        />
        <Figure
          label={t('clearedBalance')}
          value={formatMoney(view.clearedBalance, view.currency)}
          testId="reconcile-cleared"
        />
        <Figure
          label={t('difference')}
          value={difference === null ? '—' : formatSigned(difference, view.currency)}
          testId="reconcile-difference"
          strong
        />
      </dl>
      <p role="status" className="text-sm text-muted-foreground">
        {difference === 0 ? t('matches') : null}
        {view.lastReconciledDate
          ? ` ${t('lastReconciled', { date: formatDay(view.lastReconciledDate) })}`
          : null}
      </p>
    </div>
  );
}
