/**
 * The IANA time zones this browser knows, for the group's time zone select; the group's own is
 * kept even if the list lacks it (e.g. 'UTC', which some browsers leave out).
 */
export function timeZoneOptions(current: string): string[] {
  const known =
    typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return [...new Set(['UTC', current, ...known])].sort((a, b) => a.localeCompare(b));
}
