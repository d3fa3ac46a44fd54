import { currentLocale } from './preferences/preferences-store.ts';

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/**
 * An ISO timestamp, or a bare date read as local midnight; null when unreadable. Written out
 * rather than with date-fns so the signed-in shell, which shows these, does not load it.
 */
function readInstant(iso: string): Date | null {
  const date = /^\d{4}-\d{2}-\d{2}$/.test(iso) ? new Date(`${iso}T00:00:00`) : new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** dd/MM/yyyy in the browser's time zone. */
function dayFirst(date: Date): string {
  return `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${pad(date.getFullYear(), 4)}`;
}

/**
 * Formats an ISO timestamp as 'dd/MM/yyyy at HH:mm' (the browser's time zone), or '' for a
 * missing or unreadable one: SPEC's format for the profile, used for every moment shown with its
 * time (docs/decisions.md, 'Screen details').
 */
export function formatDateTime(iso: string | null | undefined): string {
  const date = iso ? readInstant(iso) : null;
  return date ? `${dayFirst(date)} at ${pad(date.getHours())}:${pad(date.getMinutes())}` : '';
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** `utc`: for calendar dates, which are days, not instants, so that no time zone moves them. */
function dateFormat(
  options: Intl.DateTimeFormatOptions,
  kind: string,
  utc = true,
): Intl.DateTimeFormat {
  const locale = currentLocale();
  const key = `${kind}|${utc}|${locale ?? ''}`;
  let format = dayFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { ...options, ...(utc ? { timeZone: 'UTC' } : {}) });
    dayFormats.set(key, format);
  }
  return format;
}

/**
 * The day of an ISO timestamp in the browser's time zone, written as calendar dates are
 * (formatDay), for moments whose hour does not matter (joined, created, expires).
 */
export function formatDate(iso: string | null | undefined): string {
  const date = iso ? readInstant(iso) : null;
  return date ? dateFormat({ dateStyle: 'medium' }, 'day', false).format(date) : '';
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

const DAY_PARTS = { year: 'numeric', month: '2-digit', day: '2-digit' } as const;
// One formatter per time zone: a screen asks for today once per budget card.
const dayInZone = new Map<string, Intl.DateTimeFormat>();

/** Today's date (yyyy-MM-dd) in an IANA time zone, e.g. a group's; the browser's when unknown. */
export function todayIn(timeZone?: string): string {
  const key = timeZone ?? '';
  let format = dayInZone.get(key);
  if (!format) {
    try {
      // en-CA writes dates as yyyy-MM-dd.
      format = new Intl.DateTimeFormat('en-CA', { ...DAY_PARTS, timeZone });
    } catch {
      format = new Intl.DateTimeFormat('en-CA', DAY_PARTS);
    }
    dayInZone.set(key, format);
  }
  return format.format(new Date());
}
