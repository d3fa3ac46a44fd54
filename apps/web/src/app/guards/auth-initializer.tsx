import { RotateCwIcon } from 'lucide-react';
import { Outlet } from 'react-router';
import { FullPageStatus } from '@/components/full-page-status.tsx';
import { Button } from '@/components/ui/button.tsx';
import { useSession } from '@/lib/session/use-session.ts';

/** Holds every screen until the start-up session check has answered. */
export function AuthInitializer() {
  const { isInitialized, startupError: error } = useSession();
  if (!isInitialized) return <FullPageStatus busy title="Initializing authentication..." />;
  if (error) {
    return (
      <FullPageStatus title="Authentication Error" description={error}>
        <Button onClick={() => window.location.reload()}>
          <RotateCwIcon />
          Retry
        </Button>
      </FullPageStatus>
    );
  }
  return <Outlet />;
}
