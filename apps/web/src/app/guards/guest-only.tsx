import { Navigate, Outlet, useLocation } from 'react-router';
import { isSigningOut } from '@/lib/session/sign-out.ts';
import { useSession } from '@/lib/session/use-session.ts';

type FromState = { from?: { pathname?: string; search?: string; hash?: string } } | null;

/**
 * /login and /register are for visitors: a signed-in user opening one goes where signing in
 * would have taken them (the screen a guard turned away, else the dashboard). The state marks
 * it, like the sign-in's own move, so a place this user cannot open leads to the dashboard.
 */
export function GuestOnly() {
  const { isAuthenticated } = useSession();
  const location = useLocation();
  if (!isAuthenticated || isSigningOut()) return <Outlet />;
  const from = (location.state as FromState)?.from;
  const target =
    from?.pathname && from.pathname !== location.pathname
      ? `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`
      : '/dashboard';
  return <Navigate to={target} replace state={{ afterSignIn: true }} />;
}
