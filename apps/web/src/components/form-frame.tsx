import { Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { cn } from '@/lib/utils.ts';

/**
 * Where a form whose code loads when it opens is drawn: a placeholder of about its size until
 * then (`className` sets the height), so the page does not jump when it comes.
 */
export function FormFrame({ className, children }: { className: string; children: ReactNode }) {
  return <Suspense fallback={<FormSkeleton className={className} />}>{children}</Suspense>;
}

/** The form's place while what it shows is on its way: its code, or what it edits. */
export function FormSkeleton({ className }: { className: string }) {
  const { t } = useTranslation('common');
  return (
    <Skeleton
      role="status"
      aria-label={t('form.loading')}
      className={cn('w-full max-w-3xl rounded-xl', className)}
    />
  );
}
