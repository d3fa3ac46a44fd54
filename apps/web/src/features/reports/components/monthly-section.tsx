import { useTranslation } from 'react-i18next';
import { TableBody, TableCell, TableRow } from '@/components/ui/table.tsx';
import { formatMoney } from '@/lib/money.ts';
import { cn } from '@/lib/utils.ts';
import type { MonthPoint } from '../report-figures.ts';
import { ChartFrame, MonthlyChart, NetSavingsChart } from './lazy-charts.tsx';
import { ReportSection } from './report-section.tsx';
import { ReportTable } from './report-table.tsx';
import { formatCount } from '@/lib/format-count.ts';

const COLUMNS = [
  { label: 'column.month' },
  { label: 'column.income', numeric: true },
  { label: 'column.expenses', numeric: true },
  { label: 'column.net', numeric: true },
  { label: 'column.cumulative', numeric: true },
  { label: 'column.transactions', numeric: true },
] as const;

/** A loss shows in red. */
const signTone = (amount: number) => (amount < 0 ? 'text-destructive' : undefined);

/** Income and expenses per month as bars, and the month-by-month table behind both charts. */
export function MonthlySection({ months, currency }: { months: MonthPoint[]; currency: number }) {
  const { t } = useTranslation('reports');
  const columns = COLUMNS.map((column) => ({ ...column, label: t(column.label) }));
  return (
    <ReportSection title={t('monthly.title')}>
      <ChartFrame>
        <MonthlyChart months={months} currency={currency} />
      </ChartFrame>
      <ReportTable caption={t('monthly.caption')} columns={columns}>
        <TableBody className="tabular-nums">
          {months.map((month) => (
            <TableRow key={month.month}>
              <TableCell className="font-medium whitespace-nowrap">{month.label}</TableCell>
              <TableCell className="text-right whitespace-nowrap">
                {formatMoney(month.income, currency)}
              </TableCell>
              <TableCell className="text-right whitespace-nowrap">
                {formatMoney(month.expenses, currency)}
              </TableCell>
              <TableCell className={cn('text-right whitespace-nowrap', signTone(month.net))}>
                {formatMoney(month.net, currency)}
              </TableCell>
              <TableCell
                className={cn('text-right whitespace-nowrap', signTone(month.cumulativeNet))}
              >
                {formatMoney(month.cumulativeNet, currency)}
              </TableCell>
              <TableCell className="text-right">{formatCount(month.transactionCount)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </ReportTable>
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
