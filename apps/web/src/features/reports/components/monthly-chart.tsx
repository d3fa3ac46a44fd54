import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, XAxis, YAxis } from 'recharts';
import {
  ChartContainer,
  ChartLegend,
  ChartLegendContent,
  ChartTooltip,
  ChartTooltipContent,
  type ChartConfig,
} from '@/components/ui/chart.tsx';
import { useReducedMotion } from '@/hooks/use-media-query.ts';
import { formatMoney } from '@/lib/money.ts';
import { formatCompact, monthSpan, type MonthPoint } from '../report-figures.ts';
import { CHART_HEIGHT } from './chart-height.ts';

/** Income before expenses, as the bars stand (recharts would sort the names). */
const seriesOrder = (item: { dataKey?: unknown }) => (item.dataKey === 'income' ? 0 : 1);

/** Income and expenses side by side for each month. */
export function MonthlyChart({ months, currency }: { months: MonthPoint[]; currency: number }) {
  const { t } = useTranslation('reports');
  const animated = !useReducedMotion();
  const config = {
    income: { label: t('monthly.income'), color: 'var(--chart-1)' },
    expenses: { label: t('monthly.expenses'), color: 'var(--chart-2)' },
  } satisfies ChartConfig;
  return (
    <ChartContainer
      config={config}
      className={CHART_HEIGHT}
      role="img"
      aria-label={t('monthly.chart', { span: monthSpan(months) })}
    >
      <BarChart data={months} accessibilityLayer={false} margin={{ top: 8, right: 4, left: 4 }}>
        <CartesianGrid vertical={false} />
        <XAxis dataKey="label" tickLine={false} axisLine={false} tickMargin={8} minTickGap={12} />
        <YAxis tickLine={false} axisLine={false} width={48} tickFormatter={formatCompact} />
        <ChartTooltip
          itemSorter={seriesOrder}
          content={<ChartTooltipContent valueFormatter={(value) => formatMoney(value, currency)} />}
        />
        <ChartLegend itemSorter={null} content={<ChartLegendContent />} />
        <Bar
          dataKey="income"
          fill="var(--color-income)"
          radius={[4, 4, 0, 0]}
          maxBarSize={36}
          isAnimationActive={animated}
        />
        <Bar
          isAnimationActive={animated}
          dataKey="expenses"
          fill="var(--color-expenses)"
          radius={[4, 4, 0, 0]}
          maxBarSize={36}
        />
      </BarChart>
    </ChartContainer>
  );
}
