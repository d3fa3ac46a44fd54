import { Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { cn } from '@/lib/utils.ts';

/**
 * Where a form whose code loads when it opens is drawn: a placeholder of about its size until
 * then (`className` sets the height), so the page does not jump when it comes.
 */
export function FormFrame({ className, children }: { className: string; children: ReactNode }) {
  const { t } = useTranslation('common');
  return (
    <Suspense
      fallback={
        <Skeleton
          role="status"
          aria-label={t('form.loading')}
          className={cn('w-full max-w-3xl rounded-xl', className)}
        />
      }
    >
      {children}
    </Suspense>
  );
}
