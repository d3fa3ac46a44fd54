import type { NetWorthPoint } from '@budget/contract';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadErrorAlert } from '@/components/load-error-alert.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { formatMonth } from '@/lib/format-date.ts';
import { formatMoney } from '@/lib/money.ts';
import type { ReportParams } from '@/lib/query-keys.ts';
import { cn } from '@/lib/utils.ts';
import { useReportNetWorthQuery } from '../api/use-report-net-worth-query.ts';
import { monthSpan, reportUnconvertedNote } from '../report-figures.ts';
import { CHART_HEIGHT } from './chart-height.ts';
import { ChartFrame, NetWorthChart } from './lazy-charts.tsx';
import { ReportSection } from './report-section.tsx';
import { ReportTable, type Column } from './report-table.tsx';

export interface NetWorthRow extends NetWorthPoint {
  /** The month in the interface's language, e.g. 'Mar 2024'. */
  label: string;
}

function netWorthColumns(t: TFunction<'reports'>, currency: number): Column<NetWorthRow>[] {
  const money = (amount: number) => formatMoney(amount, currency);
  return [
    {
      label: t('column.month'),
      cell: (row) => row.label,
      className: 'font-medium whitespace-nowrap',
    },
    { label: t('netWorth.assets'), numeric: true, cell: (row) => money(row.assets) },
    { label: t('netWorth.liabilities'), numeric: true, cell: (row) => money(row.liabilities) },
    {
      label: t('netWorth.net'),
      numeric: true,
      cell: (row) => money(row.net),
      tone: (row) => (row.net < 0 ? 'text-destructive' : undefined),
    },
  ];
}

/**
 * Net worth over the range: what the money accounts held at each month's end, assets less
 * liabilities, as a line chart and the table behind it. Its own call, as the members' is.
 */
export function NetWorthSection({ params, ready }: { params: ReportParams; ready: boolean }) {
  const { t, i18n } = useTranslation('reports');
  const query = useReportNetWorthQuery(params, ready);
  const history = query.data;
  const language = i18n.language;
  const rows = useMemo(
    () =>
      (history?.points ?? []).map((point) => ({
        ...point,
        label: formatMonth(point.month, language),
      })),
    [history, language],
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
          columns={netWorthColumns(t, history.currency)}
          rows={rows}
          rowKey={(row) => row.month}
        />
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
