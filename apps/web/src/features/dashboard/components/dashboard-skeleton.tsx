import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/ui/skeleton.tsx';

/** Placeholder blocks in the shape of the dashboard while its data loads. */
export function DashboardSkeleton() {
  const { t } = useTranslation('dashboard');
  return (
    <div className="grid gap-6" role="status" aria-label={t('page.loading')}>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} className="h-32 rounded-xl" />
        ))}
      </div>
      <Skeleton className="h-6 w-40" />
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {[0, 1, 2, 3].map((key) => (
          <Skeleton key={key} className="h-24 rounded-xl" />
        ))}
      </div>
    </div>
  );
}
