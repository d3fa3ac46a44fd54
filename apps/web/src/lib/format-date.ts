import { isCalendarDate, type DateFormat } from '@budget/contract';
import { currentLanguage, i18next } from './i18n/i18n.ts';
import { currentLocale, currentPreferences } from './preferences/preferences-store.ts';

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** The date format in effect: the user's (Settings), yyyy-MM-dd until they choose another. */
export function currentDateFormat(): DateFormat {
  return currentPreferences().dateFormat;
}

/**
 * A calendar date (yyyy-MM-dd) written in a date format, the one way every date is shown and
 * typed (docs/decisions.md, 'Preferences'). Written out rather than with date-fns so the
 * signed-in shell, which shows dates, does not load it.
 */
export function writeDay(day: string, format: DateFormat = currentDateFormat()): string {
  return format
    .replace('yyyy', day.slice(0, 4))
    .replace('MM', day.slice(5, 7))
    .replace('dd', day.slice(8, 10));
}

const readers = new Map<DateFormat, RegExp>();

/** A day or month of one digit or two; of two when it ends the text (see readDay). */
const dayOrMonth = (format: DateFormat, part: 'MM' | 'dd', name: string) =>
  format.endsWith(part) ? `(?<${name}>\\d{2})` : `(?<${name}>\\d{1,2})`;

/**
 * The calendar date (yyyy-MM-dd) a text written in the format names, null for anything else. A
 * day or month may have one digit ('1.12.2026', as people write it), but not where it ends the
 * text: '2026-03-1' is half of '2026-03-15', not the 1st, while it is being typed.
 */
export function readDay(text: string, format: DateFormat = currentDateFormat()): string | null {
  let reader = readers.get(format);
  if (!reader) {
    const source = format
      .replace(/[./-]/g, (separator) => `\\${separator}`)
      .replace('yyyy', '(?<y>\\d{4})')
      .replace('MM', dayOrMonth(format, 'MM', 'm'))
      .replace('dd', dayOrMonth(format, 'dd', 'd'));
    reader = new RegExp(`^${source}$`);
    readers.set(format, reader);
  }
  const parts = reader.exec(text.trim())?.groups;
  const day = parts ? `${parts.y}-${parts.m?.padStart(2, '0')}-${parts.d?.padStart(2, '0')}` : null;
  return day !== null && isCalendarDate(day) ? day : null;
}

/**
 * What a date field holds for the text typed into it: the day (yyyy-MM-dd) it names in the user's
 * date format, '' when empty, else the text itself, which the form's check refuses.
 */
export function dateFieldValue(text: string): string {
  return text.trim() === '' ? '' : (readDay(text) ?? text);
}

/** An ISO timestamp, or a bare date read as local midnight; null when unreadable. */
function readInstant(iso: string): Date | null {
  const date = /^\d{4}-\d{2}-\d{2}$/.test(iso) ? new Date(`${iso}T00:00:00`) : new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** The day (yyyy-MM-dd) of a moment in the browser's time zone. */
function localDay(date: Date): string {
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * Formats an ISO timestamp as the user's date format and HH:mm (the browser's time zone) in the
 * interface's language, e.g. '2026-11-28 at 10:56' ('2026-11-28 o 10:56' in Polish), or '' for a
 * missing or unreadable one: every moment shown with its time.
 */
export function formatDateTime(iso: string | null | undefined): string {
  const date = iso ? readInstant(iso) : null;
  if (!date) return '';
  const time = `${pad(date.getHours())}:${pad(date.getMinutes())}`;
  return i18next.t('date.atTime', { ns: 'common', day: writeDay(localDay(date)), time });
}

/**
 * The day of an ISO timestamp in the browser's time zone, written as calendar dates are
 * (formatDay), for moments whose hour does not matter (joined, created, expires).
 */
export function formatDate(iso: string | null | undefined): string {
  const date = iso ? readInstant(iso) : null;
  return date ? writeDay(localDay(date)) : '';
}

/** A calendar date (yyyy-MM-dd) in the user's date format; anything else as it is. */
export function formatDay(day: string): string {
  return isCalendarDate(day) ? writeDay(day) : day;
}

/** The days from one calendar date to another, both included, e.g. '01/11/2026 – 30/11/2026'. */
export function formatDayRange(first: string, last: string): string {
  return `${formatDay(first)} – ${formatDay(last)}`;
}

const monthFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * The locale months are named in: the interface's language, as a month's name is a word (a
 * Polish interface says 'lis 2026' whatever the number format); the number format's own locale
 * when it is of that language (en-GB for English), which may write them its own way.
 */
export function monthLocale(language: string, locale: string | null | undefined): string {
  return locale && new Intl.Locale(locale).language === language ? locale : language;
}

/**
 * A month (yyyy-MM) named in the interface's language, e.g. 'Mar 2024' ('mar 2024' in Polish);
 * the locale is the number format's (Settings).
 */
export function formatMonth(
  month: string,
  language: string = currentLanguage(),
  locale: string | null | undefined = currentLocale(),
): string {
  const date = new Date(`${month}-01T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return month;
  const tag = monthLocale(language, locale);
  let format = monthFormats.get(tag);
  if (!format) {
    // UTC: a month is a span of days, not an instant, so no time zone moves it.
    format = new Intl.DateTimeFormat(tag, { month: 'short', year: 'numeric', timeZone: 'UTC' });
    monthFormats.set(tag, format);
  }
  return format.format(date);
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
