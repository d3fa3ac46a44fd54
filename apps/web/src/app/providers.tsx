import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { startOffline, startsOffline } from '@/lib/offline/offline-start.ts';
import { createQueryClient } from '@/lib/query-client.ts';
import { seedBootData, takeBootData } from '@/lib/session/boot-data.ts';
import { sessionQueryOptions } from '@/lib/session/session-query.ts';
import { sessionKeys } from '@/lib/query-keys.ts';
import { AppToaster } from './app-toaster.tsx';
import { startFirstScreen } from './first-screen.ts';

/**
 * The browser's query client. The session is known at once when the server said who is signed
 * in (the page's boot data, with the first screen's calls started) or that nobody is (it sent a
 * prerendered public screen, which it sends only then); otherwise the session check is asked
 * for while the first screen's code downloads, instead of after it. Without a connection, the
 * data kept last time stands in (lib/offline/offline-start.ts).
 */
export function startQueryClient(prerendered: boolean): QueryClient {
  const client = createQueryClient();
  const boot = takeBootData();
  if (boot) {
    seedBootData(client, boot);
    startFirstScreen(client, boot, new URL(window.location.href));
  } else if (prerendered) client.setQueryData(sessionKeys.current(), null);
  else if (startsOffline()) void startOffline(client);
  else void client.prefetchQuery(sessionQueryOptions);
  return client;
}

/**
 * Server state (TanStack Query, which also holds the session) and toasts. The session needs no
 * context of its own: useSession() reads the session query. Tooltips are provided by the
 * signed-in shell (app-shell.tsx), the only place that has them.
 */
export function AppProviders({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={client}>
      {children}
      <AppToaster />
    </QueryClientProvider>
  );
}
