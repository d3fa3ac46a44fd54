import { CompassIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button.tsx';

/** The '404 Not Found' message, inside the shell or on its own page. */
export function NotFoundContent() {
  const { t } = useTranslation('common');
  return (
    <div className="flex flex-col items-center justify-center gap-4 px-6 py-16 text-center">
      <CompassIcon className="size-12 text-muted-foreground" aria-hidden="true" />
      <h1 className="text-3xl font-semibold tracking-tight">{t('notFound.title')}</h1>
      <p className="max-w-md text-muted-foreground">{t('notFound.description')}</p>
      <Button asChild>
        <Link to="/dashboard">{t('notFound.toDashboard')}</Link>
      </Button>
    </div>
  );
}

export function NotFoundPage() {
  return (
    <main className="flex min-h-dvh items-center justify-center">
      <NotFoundContent />
    </main>
  );
}
