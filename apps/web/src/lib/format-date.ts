import { format, isValid, parseISO } from 'date-fns';

/** SPEC section 9, profile date format; the time is shown in the browser's time zone. */
export const DATE_TIME_FORMAT = "dd/MM/yyyy 'at' HH:mm";

/** Formats an ISO timestamp, or returns '' for a missing or unreadable one. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = parseISO(iso);
  return isValid(date) ? format(date, DATE_TIME_FORMAT) : '';
}
