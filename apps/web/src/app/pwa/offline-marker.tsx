import { WifiOffIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useOffline } from '@/lib/offline/network-status.ts';
import { useWaitingForConnection } from '@/lib/offline/use-waiting-for-connection.ts';

/**
 * The shell's 'Offline' marker (docs/decisions.md, 'Installable and offline'): shown while the
 * browser has no connection or the server does not answer, so data shown is known to be the
 * last this device had; and, where the screen shows what this device never kept, that it
 * loads once the connection returns.
 */
export function OfflineMarker() {
  const { t } = useTranslation('offline');
  const offline = useOffline();
  const waiting = useWaitingForConnection();
  if (!offline) return null;
  return (
    <div
      role="status"
      className="flex flex-wrap items-center gap-x-3 gap-y-1 border-b border-amber-300 bg-amber-50 px-4 py-2 text-sm text-amber-950 sm:px-6 lg:px-10 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-50"
    >
      <span className="inline-flex items-center gap-1.5 font-semibold">
        <WifiOffIcon className="size-4" aria-hidden="true" />
        {t('marker.label')}
      </span>
      <span className="text-amber-900 dark:text-amber-100">{t('marker.description')}</span>
      {waiting ? (
        <span className="basis-full font-medium" data-testid="offline-not-kept">
          {t('marker.notKept')}
        </span>
      ) : null}
    </div>
  );
}
