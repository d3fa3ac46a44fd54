import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { createQueryClient } from '@/lib/query-client.ts';
import { sessionQueryOptions } from '@/lib/session/session-query.ts';
import { AppToaster } from './app-toaster.tsx';

/**
 * Server state (TanStack Query, which also holds the session) and toasts. The session needs no
 * context of its own: useSession() reads the session query. Tooltips are provided by the
 * signed-in shell (app-shell.tsx), so the sign-in screens do not load them.
 */
/**
 * The query client, with the session check already asked for: it then runs while the first
 * screen's code downloads, instead of after it (the guards wait for it either way).
 */
function startQueryClient() {
  const client = createQueryClient();
  void client.prefetchQuery(sessionQueryOptions);
  return client;
}

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(startQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <AppToaster />
    </QueryClientProvider>
  );
}
