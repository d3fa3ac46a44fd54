import { isKnownTimeZone } from '@budget/contract';

export const SECOND = 1000;
export const MINUTE = 60 * SECOND;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

/** Timestamps are stored as ISO-8601 UTC text, which sorts chronologically. */
export function isoAt(epochMs: number): string {
  return new Date(epochMs).toISOString();
}

export function isoNow(): string {
  return isoAt(Date.now());
}

export function isoIn(ms: number): string {
  return isoAt(Date.now() + ms);
}

let zoneOf: { tz: string | undefined; zone: string } | undefined;

/**
 * The server's own time zone: TZ when set, else the system's (UTC in most containers); UTC when
 * TZ names no zone the runtime knows (Intl then says 'Etc/Unknown', which no formatter takes).
 * Asking Intl costs a tenth of a millisecond, so the answer is kept until TZ changes.
 */
export function serverTimeZone(): string {
  const tz = process.env.TZ;
  if (!zoneOf || zoneOf.tz !== tz) {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    zoneOf = { tz, zone: zone && isKnownTimeZone(zone) ? zone : 'UTC' };
  }
  return zoneOf.zone;
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** The calendar date (yyyy-MM-dd) at the instant in the time zone. */
export function dateIn(timeZone: string, now = new Date()): string {
  let format = dateFormats.get(timeZone);
  if (!format) {
    // en-CA writes dates as yyyy-MM-dd.
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dateFormats.set(timeZone, format);
  }
  return format.format(now);
}

/**
 * The UTC quarter hour: within one, the date is the same in every time zone (their offsets are
 * whole quarter hours), so answers that depend on "today" somewhere can be cached under it.
 */
export function quarterHour(now = Date.now()): string {
  return String(Math.floor(now / 900_000));
}
