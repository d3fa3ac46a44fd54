import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type CSSProperties, type ReactNode } from 'react';
import { Toaster } from 'sonner';
import { createQueryClient } from '@/lib/query-client.ts';
import { sessionQueryOptions } from '@/lib/session/session-query.ts';
import { useThemePreference } from '@/lib/theme.ts';
import { TOASTER_DEFAULTS } from '@/lib/toast-options.ts';

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
  const [theme] = useThemePreference();
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Toaster
        theme={theme}
        position={TOASTER_DEFAULTS.position}
        duration={TOASTER_DEFAULTS.duration}
        visibleToasts={TOASTER_DEFAULTS.visibleToasts}
        style={{ '--width': `${TOASTER_DEFAULTS.width}px` } as CSSProperties}
        richColors
      />
    </QueryClientProvider>
  );
}
