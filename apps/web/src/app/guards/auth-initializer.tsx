import { RotateCwIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { FullPageStatus } from '@/components/full-page-status.tsx';
import { Button } from '@/components/ui/button.tsx';
import { useSession } from '@/lib/session/use-session.ts';

/** Holds every screen until the start-up session check has answered. */
export function AuthInitializer() {
  const { isInitialized, startupError: error } = useSession();
  const { t } = useTranslation('common');
  if (!isInitialized) return <FullPageStatus busy title={t('app.startingSession')} />;
  if (error) {
    return (
      <FullPageStatus title={t('app.sessionError')} description={error}>
        <Button onClick={() => window.location.reload()}>
          <RotateCwIcon />
          {t('action.retry')}
        </Button>
      </FullPageStatus>
    );
  }
  return <Outlet />;
}
