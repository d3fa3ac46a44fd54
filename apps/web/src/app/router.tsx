import { useTranslation } from 'react-i18next';
import { createBrowserRouter, matchRoutes, Navigate, type RouteObject } from 'react-router';
import { FullPageStatus } from '@/components/full-page-status.tsx';
import { setUnauthorizedHandler } from '@/lib/api-client.ts';
import { groupOnlyRoutes, implementedGroupPaths, screen } from './group-routes.tsx';
import { RequireActiveUser, RequireGroupMembership } from './guards/access-gates.tsx';
import { AuthGuard } from './guards/auth-guard.tsx';
import { AuthInitializer } from './guards/auth-initializer.tsx';
import { GuestOnly } from './guards/guest-only.tsx';
import { NotFoundRoute } from './pages/not-found-route.tsx';
import { RouteErrorPage } from './pages/route-error-page.tsx';
import { isSigningOut } from '@/lib/session/sign-out.ts';

/** What the page shows while the first screen's code loads. */
function AppLoading() {
  const { t } = useTranslation('common');
  return <FullPageStatus busy title={t('app.loading')} description={t('app.loadingApp')} />;
}

/** The route table (docs/product.md, 'Routes and the shell'). */
export const routes: RouteObject[] = [
  {
    element: <AuthInitializer />,
    errorElement: <RouteErrorPage />,
    // Shown while the first screen's code loads, as the guards show theirs while the session is
    // checked: the page says what it is doing from its first paint.
    hydrateFallbackElement: <AppLoading />,
    children: [
      {
        // Signed-in users have nothing to do on these: they go on to the app.
        element: <GuestOnly />,
        children: [
          {
            path: 'login',
            ...screen(
              async () => (await import('@/features/auth/components/login-page.tsx')).LoginPage,
            ),
          },
          {
            path: 'register',
            ...screen(
              async () =>
                (await import('@/features/auth/components/register-page.tsx')).RegisterPage,
            ),
          },
        ],
      },
      {
        path: 'forgot-password',
        ...screen(
          async () =>
            (await import('@/features/auth/components/forgot-password-page.tsx'))
              .ForgotPasswordPage,
        ),
      },
      {
        path: 'reset-password',
        ...screen(
          async () =>
            (await import('@/features/auth/components/reset-password-page.tsx')).ResetPasswordPage,
        ),
      },
      {
        path: 'activate-account',
        ...screen(
          async () =>
            (await import('@/features/auth/components/activate-account-page.tsx'))
              .ActivateAccountPage,
        ),
      },
      {
        // Public: an e-mailed invitation, for visitors and signed-in users alike.
        path: 'invitations/:token',
        ...screen(
          async () =>
            (await import('@/features/auth/components/invitation-page.tsx')).InvitationPage,
        ),
      },
      {
        element: <AuthGuard />,
        children: [
          {
            ...screen(async () => (await import('./layout/app-shell.tsx')).AppShell),
            children: [
              // '/' shows the dashboard under its own address, so the sidebar highlights it.
              { index: true, element: <Navigate to="/dashboard" replace /> },
              {
                path: 'dashboard',
                ...screen(async () => {
                  const { DashboardPage } =
                    await import('@/features/dashboard/components/dashboard-page.tsx');
                  return () => <DashboardPage implementedPaths={implementedGroupPaths} />;
                }),
              },
              {
                path: 'user-profile',
                ...screen(
                  async () =>
                    (await import('@/features/profile/components/user-profile-page.tsx'))
                      .UserProfilePage,
                ),
              },
              {
                path: 'settings',
                ...screen(
                  async () =>
                    (await import('@/features/settings/components/settings-page.tsx')).SettingsPage,
                ),
              },
              {
                element: <RequireActiveUser />,
                children: [
                  {
                    path: 'groups',
                    ...screen(
                      async () =>
                        (await import('@/features/groups/components/groups-page.tsx')).GroupsPage,
                    ),
                  },
                  { element: <RequireGroupMembership />, children: groupOnlyRoutes },
                ],
              },
            ],
          },
        ],
      },
      { path: '*', element: <NotFoundRoute /> },
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
  '/balances',
  '/categories',
  '/tags',
  '/rules',
  '/reports',
]);

export function isProtectedPath(pathname: string): boolean {
  const normalized = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return PROTECTED_PATHS.has(normalized);
}

/**
 * The browser's router. A page the server sent drawn (a prerendered public screen) is hydrated:
 * the lazy routes it shows are loaded first, so the first render draws what the page holds.
 */
export async function createAppRouter(hydrating: boolean) {
  if (hydrating) {
    const matches = matchRoutes(routes, window.location) ?? [];
    await Promise.all(
      matches.map(async ({ route }) => {
        if (typeof route.lazy !== 'function') return;
        Object.assign(route, { ...(await route.lazy()), lazy: undefined });
      }),
    );
  }
  const router = createBrowserRouter(routes);
  // A 401 from the session check sends the browser to /login, keeping the original
  // location like the guard does, instead of reloading the whole page.
  setUnauthorizedHandler(() => {
    const location = router.state.location;
    if (isSigningOut() || !isProtectedPath(location.pathname)) return;
    void router.navigate('/login', { replace: true, state: { from: location } });
  });
  return router;
}
