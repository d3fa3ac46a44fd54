import { lazy, Suspense } from 'react';
import { useSession } from '@/lib/session/use-session.ts';
import { NotFoundContent, NotFoundPage } from './not-found-page.tsx';

// The same chunk as the shell's route: a signed-in user has it loaded already, a visitor never.
const AppShell = lazy(async () => ({
  default: (await import('../layout/app-shell.tsx')).AppShell,
}));

/**
 * Any unknown path: '404 Not Found' inside the app's shell for a signed-in user, who keeps the
 * sidebar to go on from, and on a page of its own for a visitor.
 */
export function NotFoundRoute() {
  const { isAuthenticated } = useSession();
  if (!isAuthenticated) return <NotFoundPage />;
  return (
    <Suspense fallback={null}>
      <AppShell>
        <NotFoundContent />
      </AppShell>
    </Suspense>
  );
}
