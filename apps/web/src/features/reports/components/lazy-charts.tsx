import { lazy, Suspense, type ReactNode } from 'react';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { WhenInViewport } from '@/components/when-in-viewport.tsx';
import { CHART_HEIGHT } from './chart-height.ts';

// recharts is large and only this screen draws charts, so it loads with the screen's first chart.
export const MonthlyChart = lazy(() =>
  import('./monthly-chart.tsx').then((module) => ({ default: module.MonthlyChart })),
);
export const NetSavingsChart = lazy(() =>
  import('./net-savings-chart.tsx').then((module) => ({ default: module.NetSavingsChart })),
);
export const NetWorthChart = lazy(() =>
  import('./net-worth-chart.tsx').then((module) => ({ default: module.NetWorthChart })),
);
export const CategoryChart = lazy(() =>
  import('./category-chart.tsx').then((module) => ({ default: module.CategoryChart })),
);

/**
 * A chart drawn when it comes into the window (on a phone the first view shows none), with a
 * placeholder of its size until then and while its code loads.
 */
export function ChartFrame({ children }: { children: ReactNode }) {
  const placeholder = <Skeleton className={`${CHART_HEIGHT} w-full`} data-chart-placeholder />;
  return (
    <WhenInViewport placeholder={placeholder}>
      <Suspense fallback={placeholder}>{children}</Suspense>
    </WhenInViewport>
  );
}
