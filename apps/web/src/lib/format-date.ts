import { format, isValid, parseISO } from 'date-fns';
import { currentLocale } from './preferences/preferences-store.ts';

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

const dayFormats = new Map<string, Intl.DateTimeFormat>();

function dateFormat(options: Intl.DateTimeFormatOptions, kind: string): Intl.DateTimeFormat {
  const locale = currentLocale();
  const key = `${kind}|${locale ?? ''}`;
  let format = dayFormats.get(key);
  if (!format) {
    // Calendar dates are days, not instants: read and written in UTC so no zone moves them.
    format = new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' });
    dayFormats.set(key, format);
  }
  return format;
}

/** A calendar date (yyyy-MM-dd) in the chosen locale, e.g. '5 Mar 2024' or 'Mar 5, 2024'. */
export function formatDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime())
    ? day
    : dateFormat({ dateStyle: 'medium' }, 'day').format(date);
}

/** A month (yyyy-MM) in the chosen locale, e.g. 'Mar 2024'. */
export function formatMonth(month: string): string {
  const date = new Date(`${month}-01T00:00:00Z`);
  return Number.isNaN(date.getTime())
    ? month
    : dateFormat({ month: 'short', year: 'numeric' }, 'month').format(date);
}

/** Today's date (yyyy-MM-dd) in an IANA time zone, e.g. a group's; the browser's when unknown. */
export function todayIn(timeZone?: string): string {
  const options = { year: 'numeric', month: '2-digit', day: '2-digit' } as const;
  try {
    // en-CA writes dates as yyyy-MM-dd.
    return new Intl.DateTimeFormat('en-CA', { ...options, timeZone }).format(new Date());
  } catch {
    return new Intl.DateTimeFormat('en-CA', options).format(new Date());
  }
}
