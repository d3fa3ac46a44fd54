import { TableBody, TableCell, TableRow } from '@/components/ui/table.tsx';
import { formatMoney } from '@/lib/money.ts';
import { cn } from '@/lib/utils.ts';
import type { MonthPoint } from '../report-figures.ts';
import { ChartFrame, MonthlyChart, NetSavingsChart } from './lazy-charts.tsx';
import { ReportSection } from './report-section.tsx';
import { ReportTable } from './report-table.tsx';
import { formatCount } from '@/lib/format-count.ts';

const COLUMNS = [
  { label: 'Month' },
  { label: 'Income', numeric: true },
  { label: 'Expenses', numeric: true },
  { label: 'Net savings', numeric: true },
  { label: 'Cumulative', numeric: true },
  { label: 'Transactions', numeric: true },
] as const;

/** A loss shows in red. */
const signTone = (amount: number) => (amount < 0 ? 'text-destructive' : undefined);

/** Income and expenses per month as bars, and the month-by-month table behind both charts. */
export function MonthlySection({ months, currency }: { months: MonthPoint[]; currency: number }) {
  return (
    <ReportSection title="Income and expenses by month">
      <ChartFrame>
        <MonthlyChart months={months} currency={currency} />
      </ChartFrame>
      <ReportTable caption="Income, expenses and net savings per month" columns={COLUMNS}>
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
  return (
    <ReportSection
      title="Net savings over time"
      description="Income minus expenses, added up from the start of the range to the end of each month."
    >
      <ChartFrame>
        <NetSavingsChart months={months} currency={currency} />
      </ChartFrame>
    </ReportSection>
  );
}
