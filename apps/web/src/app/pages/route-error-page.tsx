import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { FullPageStatus } from '@/components/full-page-status.tsx';
import { Button } from '@/components/ui/button.tsx';

/** Last resort for a screen that failed to render: say so and offer a reload. */
export function RouteErrorPage() {
  const error = useRouteError();
  const { t } = useTranslation('common');
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : t('error.unknown');
  return (
    <FullPageStatus title={t('app.failed')} description={message}>
      <Button onClick={() => window.location.reload()}>{t('action.reload')}</Button>
    </FullPageStatus>
  );
}
