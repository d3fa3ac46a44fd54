import type { ImportPreview } from '@budget/contract';
import { TriangleAlertIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert.tsx';

/**
 * What the server found about the file as a whole: a file that ends early names the closing parts
 * it lacks, so a cut download is not imported unnoticed (docs/decisions.md, 'Import'); another
 * app's transfers to accounts the group lacks say they come as ordinary rows.
 */
export function ImportWarnings({ warnings }: { warnings: ImportPreview['warnings'] }) {
  const { t } = useTranslation('imports');
  if (warnings.length === 0) return null;
  return (
    <>
      {warnings.map((warning) => (
        <Alert key={warning.code} variant="warning" data-testid="import-warning">
          <TriangleAlertIcon aria-hidden="true" />
          {warning.code === 'transfersAsRows' ? (
            <>
              <AlertTitle>{t('warnings.transfersAsRowsTitle')}</AlertTitle>
              <AlertDescription>
                <p>{t('warnings.transfersAsRows', { count: warning.count ?? 0 })}</p>
              </AlertDescription>
            </>
          ) : (
            <>
              <AlertTitle>{t('warnings.endsEarlyTitle')}</AlertTitle>
              <AlertDescription>
                <p>
                  {t('warnings.endsEarly', {
                    count: warning.missing.length,
                    missing: warning.missing.join(' '),
                  })}
                </p>
              </AlertDescription>
            </>
          )}
        </Alert>
      ))}
    </>
  );
}
