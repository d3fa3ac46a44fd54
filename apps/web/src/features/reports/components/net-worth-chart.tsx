import { useTranslation } from 'react-i18next';
import { CartesianGrid, Line, LineChart, ReferenceLine, XAxis, YAxis } from 'recharts';
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
import { formatCompact } from '../report-figures.ts';
import { CHART_HEIGHT } from './chart-height.ts';
import type { NetWorthRow } from './net-worth-section.tsx';

const MAX_DOTS = 24;

/** Net worth at each month's end, with the assets and liabilities it is made of. */
export function NetWorthChart({
  points,
  currency,
  label,
}: {
  points: NetWorthRow[];
  currency: number;
  label: string;
}) {
  const { t } = useTranslation('reports');
  const animated = !useReducedMotion();
  // Net last, so its line lies over the others.
  const config = {
    assets: { label: t('netWorth.assets'), color: 'var(--chart-1)' },
    liabilities: { label: t('netWorth.liabilities'), color: 'var(--chart-2)' },
    net: { label: t('netWorth.net'), color: 'var(--chart-3)' },
  } satisfies ChartConfig;
  const series = Object.keys(config) as (keyof typeof config)[];
  const dots = (key: keyof typeof config) =>
    points.length > MAX_DOTS ? false : { r: 3, fill: `var(--color-${key})` };
  return (
    <ChartContainer config={config} className={CHART_HEIGHT} role="img" aria-label={label}>
      <LineChart data={points} accessibilityLayer={false} margin={{ top: 8, right: 12, left: 4 }}>
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
        <ChartLegend content={<ChartLegendContent />} />
        {series.map((key) => (
          <Line
            key={key}
            isAnimationActive={animated}
            dataKey={key}
            type="linear"
            stroke={`var(--color-${key})`}
            strokeWidth={key === 'net' ? 2.5 : 1.5}
            strokeDasharray={key === 'net' ? undefined : '5 3'}
            dot={dots(key)}
            activeDot={{ r: 5 }}
          />
        ))}
      </LineChart>
    </ChartContainer>
  );
}
