import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useSession } from '@/lib/session/use-session.ts';
import { useGroupMembership } from '@/lib/use-group-membership.ts';
import { NotFoundContent } from '../pages/not-found-page.tsx';

/**
 * What a screen the user may not open shows: '404 Not Found', as for any unknown path, except
 * right after signing in, when it was only the place to return to: then the dashboard.
 */
function Unavailable() {
  const location = useLocation();
  const afterSignIn = (location.state as { afterSignIn?: boolean } | null)?.afterSignIn === true;
  return afterSignIn ? <Navigate to="/dashboard" replace /> : <NotFoundContent />;
}

/** /groups is for active users; for anyone else the route does not exist. */
export function RequireActiveUser() {
  const { user } = useSession();
  return user?.isActive ? <Outlet /> : <Unavailable />;
}

/** /accounts, /budgets, ... exist only for an active user with a group. */
export function RequireGroupMembership() {
  const { user } = useSession();
  const { hasGroups, isLoading } = useGroupMembership();
  const { t } = useTranslation('common');
  if (isLoading) {
    return (
      <div className="flex justify-center py-16" role="status" aria-label={t('status.loading')}>
        <Spinner className="size-6" />
      </div>
    );
  }
  return user?.isActive && hasGroups ? <Outlet /> : <Unavailable />;
}
