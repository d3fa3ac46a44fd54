import { useTranslation } from 'react-i18next';
import { CartesianGrid, Line, LineChart, ReferenceLine, XAxis, YAxis } from 'recharts';
import {
  ChartContainer,
  ChartTooltip,
  ChartTooltipContent,
  type ChartConfig,
} from '@/components/ui/chart.tsx';
import { useReducedMotion } from '@/hooks/use-media-query.ts';
import { formatMoney } from '@/lib/money.ts';
import { formatCompact, monthSpan, type MonthPoint } from '../report-figures.ts';
import { CHART_HEIGHT } from './chart-height.ts';

const MAX_DOTS = 24;

/** Net savings from the start of the range to the end of each month. */
export function NetSavingsChart({ months, currency }: { months: MonthPoint[]; currency: number }) {
  const { t } = useTranslation('reports');
  const animated = !useReducedMotion();
  const config = {
    cumulativeNet: { label: t('net.series'), color: 'var(--chart-3)' },
  } satisfies ChartConfig;
  return (
    <ChartContainer
      config={config}
      className={CHART_HEIGHT}
      role="img"
      aria-label={t('net.chart', { span: monthSpan(months) })}
    >
      <LineChart data={months} accessibilityLayer={false} margin={{ top: 8, right: 12, left: 4 }}>
        <CartesianGrid vertical={false} />
        <XAxis dataKey="label" tickLine={false} axisLine={false} tickMargin={8} minTickGap={12} />
        <YAxis tickLine={false} axisLine={false} width={48} tickFormatter={formatCompact} />
        <ReferenceLine y={0} stroke="var(--muted-foreground)" strokeDasharray="4 4" />
        <ChartTooltip
          content={
            <ChartTooltipContent
              indicator="line"
              valueFormatter={(value) => formatMoney(value, currency)}
            />
          }
        />
        <Line
          isAnimationActive={animated}
          dataKey="cumulativeNet"
          type="linear"
          stroke="var(--color-cumulativeNet)"
          strokeWidth={2}
          // Over years of months the dots would merge into a thick line; hovering still marks one.
          dot={months.length > MAX_DOTS ? false : { r: 3, fill: 'var(--color-cumulativeNet)' }}
          activeDot={{ r: 5 }}
        />
      </LineChart>
    </ChartContainer>
  );
}
