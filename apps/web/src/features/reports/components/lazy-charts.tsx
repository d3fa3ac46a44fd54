import { lazy, Suspense, type ReactNode } from 'react';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { CHART_HEIGHT } from './chart-height.ts';

// recharts is large and only this screen draws charts, so it loads with the screen's first chart.
export const MonthlyChart = lazy(() =>
  import('./monthly-chart.tsx').then((module) => ({ default: module.MonthlyChart })),
);
export const NetSavingsChart = lazy(() =>
  import('./net-savings-chart.tsx').then((module) => ({ default: module.NetSavingsChart })),
);
export const CategoryChart = lazy(() =>
  import('./category-chart.tsx').then((module) => ({ default: module.CategoryChart })),
);

/** A placeholder of the chart's size while its code loads. */
export function ChartFrame({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={<Skeleton className={`${CHART_HEIGHT} w-full`} />}>{children}</Suspense>
  );
}
