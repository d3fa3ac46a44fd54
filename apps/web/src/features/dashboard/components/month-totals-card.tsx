import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import type { MonthFigures } from '@budget/contract';
import { formatMonth } from '@/lib/format-date.ts';
import { formatMoney } from '@/lib/money.ts';
import { cn } from '@/lib/utils.ts';
import { useMonthTotalsQuery } from '../api/use-month-totals-query.ts';
import { monthTotalsNote, noMoneyMoved, spendingComparison } from '../month-totals-text.ts';
import { MoneySection, SectionEmpty, SectionError, SectionLoading } from './money-section.tsx';

/**
 * 'Money in and out': this month's income and spending against last month's, across the user's
 * groups, converted into the display currency at each transaction's date. Each figure is rounded
 * once on the server, and 'Left over' is income less spending as shown, so they add up.
 */
export function MonthTotalsCard() {
  const { t } = useTranslation('dashboard');
  const query = useMonthTotalsQuery();
  // An answer is drawn in slices of a transition, not in the task that receives it.
  const totals = useDeferredValue(query.data);

  let content;
  if (query.isError) {
    content = <SectionError title={t('month.loadError')} onRetry={() => void query.refetch()} />;
  } else if (!totals) {
    content = <SectionLoading label={t('month.loading')} rows={2} />;
  } else if (noMoneyMoved(totals)) {
    content = (
      <SectionEmpty>
        <p>{t('month.empty')}</p>
        <p>{t('month.emptyHint')}</p>
      </SectionEmpty>
    );
  } else {
    const comparison = spendingComparison(totals);
    const note = monthTotalsNote(totals);
    content = (
      <>
        <div className="grid gap-3 sm:grid-cols-2">
          <MonthBox
            label={t('month.thisMonth')}
            figures={totals.thisMonth}
            currency={totals.currency}
          />
          <MonthBox
            label={t('month.lastMonth')}
            figures={totals.lastMonth}
            currency={totals.currency}
          />
        </div>
        {comparison ? (
          <p className="text-sm text-muted-foreground" data-testid="spending-comparison">
            {comparison}
          </p>
        ) : null}
        {note ? <p className="text-xs text-warning-foreground">{note}</p> : null}
      </>
    );
  }

  return (
    <MoneySection
      id="dashboard-month-totals"
      title={t('month.title')}
      description={t('month.description')}
    >
      {content}
    </MoneySection>
  );
}

function MonthBox({
  label,
  figures,
  currency,
}: {
  label: string;
  figures: MonthFigures;
  currency: number;
}) {
  const { t } = useTranslation('dashboard');
  // `id` names the figure for tests (in English whatever the language).
  const rows = [
    { id: 'Income', name: t('month.income'), amount: figures.income, tone: '' },
    { id: 'Spending', name: t('month.spending'), amount: figures.expenses, tone: '' },
    {
      id: 'Left over',
      name: t('month.leftOver'),
      amount: figures.net,
      tone: figures.net < 0 ? 'text-destructive' : 'text-success-foreground',
    },
  ];
  return (
    <article
      aria-label={`${label}, ${formatMonth(figures.month)}`}
      className="grid gap-2 rounded-lg bg-muted/60 p-3"
    >
      <h3 className="text-sm font-medium">
        {label} <span className="text-muted-foreground">· {formatMonth(figures.month)}</span>
      </h3>
      <dl className="grid gap-1 text-sm">
        {rows.map((row) => (
          <div
            key={row.id}
            className={cn(
              'flex flex-wrap justify-between gap-x-3',
              row.id === 'Left over' && 'border-t pt-1 font-semibold',
            )}
          >
            <dt className="text-muted-foreground">{row.name}</dt>
            <dd className={cn('tabular-nums', row.tone)} data-testid={`${row.id} amount`}>
              {formatMoney(row.amount, currency)}
            </dd>
          </div>
        ))}
      </dl>
    </article>
  );
}
