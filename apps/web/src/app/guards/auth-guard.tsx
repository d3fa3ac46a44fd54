import { Navigate, Outlet, useLocation } from 'react-router';
import { FullPageStatus } from '@/components/full-page-status.tsx';
import { useSession } from '@/lib/session/use-session.ts';

/** Protected screens: visitors go to /login, which sends them back here after signing in. */
export function AuthGuard() {
  const { isInitialized, isLoading, isAuthenticated } = useSession();
  const location = useLocation();
  if (!isInitialized || isLoading) {
    return <FullPageStatus busy title="Loading..." description="Checking authentication status" />;
  }
  if (!isAuthenticated) return <Navigate to="/login" replace state={{ from: location }} />;
  return <Outlet />;
}
