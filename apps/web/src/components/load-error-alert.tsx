import { RefreshCwIcon, TriangleAlertIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Alert, AlertDescription, AlertTitle } from './ui/alert.tsx';
import { Button } from './ui/button.tsx';

/**
 * Says in place that some data could not be loaded (the reason was already toasted by the
 * shared error display) and offers to try again.
 */
export function LoadErrorAlert({ title, onRetry }: { title: string; onRetry: () => void }) {
  const { t } = useTranslation('common');
  return (
    <Alert variant="destructive" role="alert">
      <TriangleAlertIcon aria-hidden="true" />
      <AlertTitle>{title}</AlertTitle>
      <AlertDescription>
        <div>
          <Button type="button" variant="outline" size="sm" onClick={onRetry}>
            <RefreshCwIcon />
            {t('action.retry')}
          </Button>
        </div>
      </AlertDescription>
    </Alert>
  );
}
