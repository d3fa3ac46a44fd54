import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type CSSProperties, type ReactNode } from 'react';
import { Toaster } from 'sonner';
import { createQueryClient } from '@/lib/query-client.ts';
import { useThemePreference } from '@/lib/theme.ts';
import { TOASTER_DEFAULTS } from '@/lib/toast-options.ts';

/**
 * Server state (TanStack Query, which also holds the session) and toasts. The session needs no
 * context of its own: useSession() reads the session query. Tooltips are provided by the
 * signed-in shell (app-shell.tsx), so the sign-in screens do not load them.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
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
