import { isRouteErrorResponse, useRouteError } from 'react-router';
import { FullPageStatus } from '@/components/full-page-status.tsx';
import { Button } from '@/components/ui/button.tsx';

/** Last resort for a screen that failed to render: say so and offer a reload. */
export function RouteErrorPage() {
  const error = useRouteError();
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : 'An unknown error occurred';
  return (
    <FullPageStatus title="Something went wrong" description={message}>
      <Button onClick={() => window.location.reload()}>Reload</Button>
    </FullPageStatus>
  );
}
