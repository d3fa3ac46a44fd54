import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { ActivateAccountPage } from '@/features/auth/components/activate-account-page.tsx';
import { ForgotPasswordPage } from '@/features/auth/components/forgot-password-page.tsx';
import { LoginPage } from '@/features/auth/components/login-page.tsx';
import { RegisterPage } from '@/features/auth/components/register-page.tsx';
import { ResetPasswordPage } from '@/features/auth/components/reset-password-page.tsx';
import { DashboardPage } from '@/features/dashboard/components/dashboard-page.tsx';
import { GroupsPage } from '@/features/groups/components/groups-page.tsx';
import { UserProfilePage } from '@/features/profile/components/user-profile-page.tsx';
import { SettingsPage } from '@/features/settings/components/settings-page.tsx';
import { setUnauthorizedHandler } from '@/lib/api-client.ts';
import { groupOnlyRoutes, implementedGroupPaths } from './group-routes.tsx';
import { RequireActiveUser, RequireGroupMembership } from './guards/access-gates.tsx';
import { AuthGuard } from './guards/auth-guard.tsx';
import { AuthInitializer } from './guards/auth-initializer.tsx';
import { AppShell } from './layout/app-shell.tsx';
import { NotFoundPage } from './pages/not-found-page.tsx';
import { RouteErrorPage } from './pages/route-error-page.tsx';
import { isSigningOut } from '@/lib/session/sign-out.ts';

/** The route table (docs/product.md, 'Routes and the shell'). */
export const routes: RouteObject[] = [
  {
    element: <AuthInitializer />,
    errorElement: <RouteErrorPage />,
    children: [
      { path: 'login', element: <LoginPage /> },
      { path: 'register', element: <RegisterPage /> },
      { path: 'forgot-password', element: <ForgotPasswordPage /> },
      { path: 'reset-password', element: <ResetPasswordPage /> },
      { path: 'activate-account', element: <ActivateAccountPage /> },
      {
        element: <AuthGuard />,
        children: [
          {
            element: <AppShell />,
            children: [
              // '/' shows the dashboard under its own address, so the sidebar highlights it.
              { index: true, element: <Navigate to="/dashboard" replace /> },
              {
                path: 'dashboard',
                element: <DashboardPage implementedPaths={implementedGroupPaths} />,
              },
              { path: 'user-profile', element: <UserProfilePage /> },
              { path: 'settings', element: <SettingsPage /> },
              {
                element: <RequireActiveUser />,
                children: [
                  { path: 'groups', element: <GroupsPage /> },
                  { element: <RequireGroupMembership />, children: groupOnlyRoutes },
                ],
              },
            ],
          },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

/** Paths a 401 from the session check must not leave: public screens and unknown paths. */
const PROTECTED_PATHS = new Set([
  '/',
  '/dashboard',
  '/user-profile',
  '/settings',
  '/groups',
  '/accounts',
  '/budgets',
  '/transactions',
  '/categories',
  '/reports',
]);

export function isProtectedPath(pathname: string): boolean {
  const normalized = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return PROTECTED_PATHS.has(normalized);
}

export const router = createBrowserRouter(routes);

// A 401 from the session check sends the browser to /login, keeping the original
// location like the guard does, instead of reloading the whole page.
setUnauthorizedHandler(() => {
  const location = router.state.location;
  if (isSigningOut() || !isProtectedPath(location.pathname)) return;
  void router.navigate('/login', { replace: true, state: { from: location } });
});
