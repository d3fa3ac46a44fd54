import { format, isValid, parseISO } from 'date-fns';

/** The profile's date format; the time is shown in the browser's time zone. */
export const DATE_TIME_FORMAT = "dd/MM/yyyy 'at' HH:mm";

/** Formats an ISO timestamp, or returns '' for a missing or unreadable one. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = parseISO(iso);
  return isValid(date) ? format(date, DATE_TIME_FORMAT) : '';
}

/** The same day-first order without the time, for dates where the hour does not matter. */
export const DATE_FORMAT = 'dd/MM/yyyy';

/** Formats an ISO timestamp as a date, or returns '' for a missing or unreadable one. */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = parseISO(iso);
  return isValid(date) ? format(date, DATE_FORMAT) : '';
}
