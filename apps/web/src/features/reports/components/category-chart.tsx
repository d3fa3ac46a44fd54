import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, XAxis, YAxis } from 'recharts';
import {
  ChartContainer,
  ChartTooltip,
  ChartTooltipContent,
  type ChartConfig,
} from '@/components/ui/chart.tsx';
import { useReducedMotion } from '@/hooks/use-media-query.ts';
import { formatMoney } from '@/lib/money.ts';
import { formatCompact, type CategoryRow } from '../report-figures.ts';
import { CHART_HEIGHT } from './chart-height.ts';

/** Long names would squeeze the bars on a phone; the table has them in full. */
const MAX_TICK_LENGTH = 16;

function shortName(name: string): string {
  return name.length > MAX_TICK_LENGTH ? `${name.slice(0, MAX_TICK_LENGTH - 1)}…` : name;
}

/** The categories spent most in, largest first, as horizontal bars. */
export function CategoryChart({
  categories,
  currency,
  total,
}: {
  categories: CategoryRow[];
  currency: number;
  /** How many categories the table lists (the chart may show fewer). */
  total: number;
}) {
  const { t } = useTranslation('reports');
  const animated = !useReducedMotion();
  const config = {
    amount: { label: t('categories.series'), color: 'var(--chart-2)' },
  } satisfies ChartConfig;
  const shown =
    categories.length < total
      ? t('categories.largest', { shown: categories.length, total })
      : t('categories.every');
  return (
    <ChartContainer
      config={config}
      className={CHART_HEIGHT}
      role="img"
      aria-label={t('categories.chart', { shown })}
    >
      <BarChart
        data={categories}
        layout="vertical"
        accessibilityLayer={false}
        margin={{ top: 0, right: 12, left: 4 }}
      >
        <CartesianGrid horizontal={false} />
        <XAxis type="number" tickLine={false} axisLine={false} tickFormatter={formatCompact} />
        <YAxis
          type="category"
          dataKey="label"
          tickLine={false}
          axisLine={false}
          width={116}
          interval={0}
          tickFormatter={shortName}
        />
        <ChartTooltip
          content={<ChartTooltipContent valueFormatter={(value) => formatMoney(value, currency)} />}
        />
        <Bar
          dataKey="amount"
          fill="var(--color-amount)"
          radius={[0, 4, 4, 0]}
          maxBarSize={28}
          isAnimationActive={animated}
        />
      </BarChart>
    </ChartContainer>
  );
}
