import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatCount } from '@/lib/format-count.ts';
import { formatMoney } from '@/lib/money.ts';
import type { MonthPoint } from '../report-figures.ts';
import { ChartFrame, MonthlyChart, NetSavingsChart } from './lazy-charts.tsx';
import { ReportSection } from './report-section.tsx';
import { ReportTable, type Column } from './report-table.tsx';

/** A loss shows in red. */
const signTone = (amount: number) => (amount < 0 ? 'text-destructive' : undefined);

function monthColumns(t: TFunction<'reports'>, currency: number): Column<MonthPoint>[] {
  const money = (amount: number) => formatMoney(amount, currency);
  return [
    {
      label: t('column.month'),
      cell: (month) => month.label,
      className: 'font-medium whitespace-nowrap',
    },
    { label: t('column.income'), numeric: true, cell: (month) => money(month.income) },
    { label: t('column.expenses'), numeric: true, cell: (month) => money(month.expenses) },
    {
      label: t('column.net'),
      numeric: true,
      cell: (month) => money(month.net),
      tone: (month) => signTone(month.net),
    },
    {
      label: t('column.cumulative'),
      numeric: true,
      cell: (month) => money(month.cumulativeNet),
      tone: (month) => signTone(month.cumulativeNet),
    },
    {
      label: t('column.transactions'),
      numeric: true,
      cell: (month) => formatCount(month.transactionCount),
    },
  ];
}

/** Income and expenses per month as bars, and the month-by-month table behind both charts. */
export function MonthlySection({ months, currency }: { months: MonthPoint[]; currency: number }) {
  const { t } = useTranslation('reports');
  return (
    <ReportSection title={t('monthly.title')}>
      <ChartFrame>
        <MonthlyChart months={months} currency={currency} />
      </ChartFrame>
      <ReportTable
        caption={t('monthly.caption')}
        columns={monthColumns(t, currency)}
        rows={months}
        rowKey={(month) => month.month}
      />
    </ReportSection>
  );
}

/** Net savings added up over the range; its figures are the monthly table's Cumulative column. */
export function NetSavingsSection({
  months,
  currency,
}: {
  months: MonthPoint[];
  currency: number;
}) {
  const { t } = useTranslation('reports');
  return (
    <ReportSection title={t('net.title')} description={t('net.description')}>
      <ChartFrame>
        <NetSavingsChart months={months} currency={currency} />
      </ChartFrame>
    </ReportSection>
  );
}
