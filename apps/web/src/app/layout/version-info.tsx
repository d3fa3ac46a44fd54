import { useTranslation } from 'react-i18next';
import { useApiVersionQuery } from '@/lib/api/get-api-version.ts';

export const GUI_VERSION = __APP_VERSION__;
export const BUILD_NUMBER = __BUILD_NUMBER__;

/** GUI version, API version ('Unavailable' until known) and build number. */
export function VersionInfo() {
  const { data: apiVersion } = useApiVersionQuery();
  const { t } = useTranslation('common');
  return (
    <dl
      className="grid grid-cols-[auto_1fr] gap-x-2 gap-y-0.5 px-3 text-xs text-muted-foreground"
      data-testid="version-info"
    >
      {/* eslint-disable-next-line i18next/no-literal-string -- Polish in every language (docs/decisions.md, 'Languages') */}
      <dt>Wersja GUI:</dt>
      <dd className="truncate font-medium text-sidebar-foreground">{GUI_VERSION}</dd>
      {/* eslint-disable-next-line i18next/no-literal-string -- Polish in every language (docs/decisions.md, 'Languages') */}
      <dt>Wersja API:</dt>
      <dd className="truncate font-medium text-sidebar-foreground" data-testid="api-version">
        {apiVersion ?? t('shell.versionUnavailable')}
      </dd>
      <dt>{t('shell.build')}</dt>
      <dd className="truncate font-medium text-sidebar-foreground">{BUILD_NUMBER}</dd>
    </dl>
  );
}
