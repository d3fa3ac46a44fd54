import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { CHART_HEIGHT } from './chart-height.ts';

/** Placeholder blocks in the shape of the report: the summary, then cards with a chart and rows. */
export function ReportSkeleton() {
  const { t } = useTranslation('reports');
  return (
    <div className="grid gap-6" role="status" aria-label={t('page.loading')}>
      <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        {[0, 1, 2, 3].map((key) => (
          <Skeleton key={key} className="h-28 rounded-xl" />
        ))}
      </div>
      {[0, 1].map((key) => (
        <div key={key} className="grid gap-4 rounded-xl border bg-card p-4 shadow-sm sm:p-6">
          <Skeleton className="h-6 w-56" />
          <Skeleton className={`${CHART_HEIGHT} w-full`} />
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} className="h-10 w-full" />
          ))}
        </div>
      ))}
    </div>
  );
}
