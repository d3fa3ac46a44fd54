import type { ImportPreview, ImportWarning } from '@budget/contract';
import { TriangleAlertIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert.tsx';
import { formatMoney } from '@/lib/money.ts';

/** A warning's title and what it says, in the page's language. */
function WarningText({ warning }: { warning: ImportWarning }) {
  const { t } = useTranslation('imports');
  if (warning.code === 'transfersAsRows') {
    return (
      <>
        <AlertTitle>{t('warnings.transfersAsRowsTitle')}</AlertTitle>
        <AlertDescription>
          <p>{t('warnings.transfersAsRows', { count: warning.count ?? 0 })}</p>
        </AlertDescription>
      </>
    );
  }
  if (warning.code === 'balancesDiffer') {
    return (
      <>
        <AlertTitle>{t('warnings.balancesDifferTitle')}</AlertTitle>
        <AlertDescription>
          <p>{t('warnings.balancesDiffer')}</p>
          <ul className="list-disc pl-5">
            {(warning.balances ?? []).map((gap) => (
              <li key={`${gap.name}-${gap.currency}`}>
                {t('warnings.balanceGap', {
                  name: gap.name,
                  rows: formatMoney(gap.rows, gap.currency),
                  file: formatMoney(gap.file, gap.currency),
                })}
              </li>
            ))}
          </ul>
        </AlertDescription>
      </>
    );
  }
  return (
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
  );
}

/**
 * What the server found about the file as a whole: a file that ends early names the closing parts
 * it lacks, so a cut download is not imported unnoticed (docs/decisions.md, 'Import'); another
 * app's transfers to accounts the group lacks say they come as ordinary rows; a Splitwise file
 * whose readable rows leave other balances than it states names whose.
 */
export function ImportWarnings({ warnings }: { warnings: ImportPreview['warnings'] }) {
  if (warnings.length === 0) return null;
  return (
    <>
      {warnings.map((warning) => (
        <Alert key={warning.code} variant="warning" data-testid="import-warning">
          <TriangleAlertIcon aria-hidden="true" />
          <WarningText warning={warning} />
        </Alert>
      ))}
    </>
  );
}
