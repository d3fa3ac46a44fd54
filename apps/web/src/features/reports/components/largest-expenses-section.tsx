import { currencyCode, type ReportExpense } from '@budget/contract';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatDay } from '@/lib/format-date.ts';
import { formatMoney, isKnownCurrency } from '@/lib/money.ts';
import { ReportSection } from './report-section.tsx';
import { ReportTable, ReportText, type Column } from './report-table.tsx';

function expenseColumns(t: TFunction<'reports'>, currency: number): Column<ReportExpense>[] {
  return [
    {
      label: t('column.date'),
      cell: (expense) => <time dateTime={expense.date}>{formatDay(expense.date)}</time>,
      className: 'whitespace-nowrap',
    },
    {
      label: t('column.name'),
      cell: (expense) => <ReportText text={expense.name} className="max-w-56" />,
      className: 'font-medium',
      namesRow: true,
    },
    {
      label: t('column.group'),
      cell: (expense) => <ReportText text={expense.groupName} className="max-w-44" />,
      className: 'text-muted-foreground',
    },
    {
      label: t('column.amount'),
      numeric: true,
      cell: (expense) => formatMoney(expense.amount, expense.currency),
    },
    {
      label: isKnownCurrency(currency)
        ? t('column.in', { code: currencyCode(currency) })
        : t('column.converted'),
      numeric: true,
      cell: (expense) => formatMoney(expense.converted, currency),
    },
  ];
}

/** The ten largest expenses as entered, and each converted at the rate of its date. */
export function LargestExpensesSection({
  expenses,
  currency,
}: {
  expenses: ReportExpense[];
  currency: number;
}) {
  const { t } = useTranslation('reports');
  return (
    <ReportSection title={t('largest.title')} description={t('largest.description')}>
      {expenses.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('largest.none')}</p>
      ) : (
        <ReportTable
          caption={t('largest.title')}
          columns={expenseColumns(t, currency)}
          rows={expenses}
          rowKey={(expense) => expense.id}
          testId="largest-expenses"
        />
      )}
    </ReportSection>
  );
}
