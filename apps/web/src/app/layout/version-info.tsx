import { useApiVersionQuery } from '@/lib/api/get-api-version.ts';

export const GUI_VERSION = __APP_VERSION__;
export const BUILD_NUMBER = __BUILD_NUMBER__;

/** GUI version, API version ('Unavailable' until known) and build number. */
export function VersionInfo() {
  const { data: apiVersion } = useApiVersionQuery();
  return (
    <dl
      className="grid grid-cols-[auto_1fr] gap-x-2 gap-y-0.5 px-3 text-xs text-muted-foreground"
      data-testid="version-info"
    >
      <dt>Wersja GUI:</dt>
      <dd className="truncate font-medium text-sidebar-foreground">{GUI_VERSION}</dd>
      <dt>Wersja API:</dt>
      <dd className="truncate font-medium text-sidebar-foreground" data-testid="api-version">
        {apiVersion ?? 'Unavailable'}
      </dd>
      <dt>Build:</dt>
      <dd className="truncate font-medium text-sidebar-foreground">{BUILD_NUMBER}</dd>
    </dl>
  );
}
