import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { createQueryClient } from '@/lib/query-client.ts';
import { seedBootData, takeBootData } from '@/lib/session/boot-data.ts';
import { sessionQueryOptions } from '@/lib/session/session-query.ts';
import { AppToaster } from './app-toaster.tsx';
import { startFirstScreen } from './first-screen.ts';

/**
 * The query client, holding the page's boot data when the server wrote it in (a signed-in
 * visitor) and the first screen's calls already started, else with the session check already
 * asked for: either runs while the first screen's code downloads, instead of after it.
 */
function startQueryClient() {
  const client = createQueryClient();
  const boot = takeBootData();
  if (boot) {
    seedBootData(client, boot);
    startFirstScreen(client, boot, new URL(window.location.href));
  } else void client.prefetchQuery(sessionQueryOptions);
  return client;
}

/**
 * Server state (TanStack Query, which also holds the session) and toasts. The session needs no
 * context of its own: useSession() reads the session query. Tooltips are provided by the
 * signed-in shell (app-shell.tsx), the only place that has them.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(startQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <AppToaster />
    </QueryClientProvider>
  );
}
