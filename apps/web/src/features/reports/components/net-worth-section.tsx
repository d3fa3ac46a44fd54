import type { NetWorthPoint } from '@budget/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadErrorAlert } from '@/components/load-error-alert.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { TableBody, TableCell, TableRow } from '@/components/ui/table.tsx';
import { formatMonth } from '@/lib/format-date.ts';
import { formatMoney } from '@/lib/money.ts';
import type { ReportParams } from '@/lib/query-keys.ts';
import { cn } from '@/lib/utils.ts';
import { useReportNetWorthQuery } from '../api/use-report-net-worth-query.ts';
import { monthSpan, reportUnconvertedNote } from '../report-figures.ts';
import { CHART_HEIGHT } from './chart-height.ts';
import { ChartFrame, NetWorthChart } from './lazy-charts.tsx';
import { ReportSection } from './report-section.tsx';
import { ReportTable } from './report-table.tsx';

export interface NetWorthRow extends NetWorthPoint {
  /** The month as the locale writes it, e.g. 'Mar 2024'. */
  label: string;
}

const COLUMNS = [
  { label: 'column.month' },
  { label: 'netWorth.assets', numeric: true },
  { label: 'netWorth.liabilities', numeric: true },
  { label: 'netWorth.net', numeric: true },
] as const;

/**
 * Net worth over the range: what the money accounts held at each month's end, assets less
 * liabilities, as a line chart and the table behind it. Its own call, as the members' is.
 */
export function NetWorthSection({ params, ready }: { params: ReportParams; ready: boolean }) {
  const { t } = useTranslation('reports');
  const query = useReportNetWorthQuery(params, ready);
  const history = query.data;
  const rows = useMemo(
    () => (history?.points ?? []).map((point) => ({ ...point, label: formatMonth(point.month) })),
    [history],
  );
  let body;
  if (query.isError && !history) {
    body = <LoadErrorAlert title={t('netWorth.loadError')} onRetry={() => void query.refetch()} />;
  } else if (!history) {
    body = (
      <Skeleton
        className={`${CHART_HEIGHT} w-full`}
        role="status"
        aria-label={t('netWorth.loading')}
      />
    );
  } else if (rows.length === 0) {
    body = <p className="text-sm text-muted-foreground">{t('netWorth.empty')}</p>;
  } else {
    const note = reportUnconvertedNote(history);
    const money = (amount: number) => formatMoney(amount, history.currency);
    body = (
      <div className={cn('grid gap-4 transition-opacity', query.isPlaceholderData && 'opacity-70')}>
        <ChartFrame>
          <NetWorthChart
            points={rows}
            currency={history.currency}
            label={t('netWorth.chart', { span: monthSpan(rows) })}
          />
        </ChartFrame>
        <ReportTable
          caption={t('netWorth.caption')}
          columns={COLUMNS.map((column) => ({ ...column, label: t(column.label) }))}
        >
          <TableBody className="tabular-nums">
            {rows.map((row) => (
              <TableRow key={row.month}>
                <TableCell className="font-medium whitespace-nowrap">{row.label}</TableCell>
                <TableCell className="text-right whitespace-nowrap">{money(row.assets)}</TableCell>
                <TableCell className="text-right whitespace-nowrap">
                  {money(row.liabilities)}
                </TableCell>
                <TableCell
                  className={cn('text-right whitespace-nowrap', row.net < 0 && 'text-destructive')}
                >
                  {money(row.net)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </ReportTable>
        {note ? <p className="text-sm text-muted-foreground">{note}</p> : null}
      </div>
    );
  }
  return (
    <ReportSection title={t('netWorth.title')} description={t('netWorth.description')}>
      {body}
    </ReportSection>
  );
}
