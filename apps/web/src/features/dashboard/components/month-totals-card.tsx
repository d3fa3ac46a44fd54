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
  const query = useMonthTotalsQuery();
  const totals = query.data;

  let content;
  if (query.isError) {
    content = (
      <SectionError
        title="This month's money could not be loaded."
        onRetry={() => void query.refetch()}
      />
    );
  } else if (!totals) {
    content = <SectionLoading label="Loading this month's money" rows={2} />;
  } else if (noMoneyMoved(totals)) {
    content = (
      <SectionEmpty>
        <p>Nothing has come in or gone out this month or last month yet.</p>
        <p>Add your first income or expense and it shows up here.</p>
      </SectionEmpty>
    );
  } else {
    const comparison = spendingComparison(totals);
    const note = monthTotalsNote(totals);
    content = (
      <>
        <div className="grid gap-3 sm:grid-cols-2">
          <MonthBox label="This month" figures={totals.thisMonth} currency={totals.currency} />
          <MonthBox label="Last month" figures={totals.lastMonth} currency={totals.currency} />
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
      title="Money in and out"
      description="This month against last month, across your groups"
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
  const rows = [
    { name: 'Income', amount: figures.income, tone: '' },
    { name: 'Spending', amount: figures.expenses, tone: '' },
    {
      name: 'Left over',
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
            key={row.name}
            className={cn(
              'flex flex-wrap justify-between gap-x-3',
              row.name === 'Left over' && 'border-t pt-1 font-semibold',
            )}
          >
            <dt className="text-muted-foreground">{row.name}</dt>
            <dd className={cn('tabular-nums', row.tone)} data-testid={`${row.name} amount`}>
              {formatMoney(row.amount, currency)}
            </dd>
          </div>
        ))}
      </dl>
    </article>
  );
}
