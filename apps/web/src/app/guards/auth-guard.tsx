import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';
import { FullPageStatus } from '@/components/full-page-status.tsx';
import { isSigningOut } from '@/lib/session/sign-out.ts';
import { useSession } from '@/lib/session/use-session.ts';

/** Protected screens: visitors go to /login, which sends them back here after signing in. */
export function AuthGuard() {
  const { isInitialized, isLoading, isAuthenticated } = useSession();
  const location = useLocation();
  const { t } = useTranslation('common');
  if (!isInitialized || isLoading) {
    return <FullPageStatus busy title={t('app.loading')} description={t('app.checkingSession')} />;
  }
  if (!isAuthenticated) {
    // After a sign-out, the next sign-in starts at the dashboard rather than the screen left.
    return <Navigate to="/login" replace state={isSigningOut() ? undefined : { from: location }} />;
  }
  return <Outlet />;
}
