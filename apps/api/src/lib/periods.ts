import { PeriodType } from '@budget/contract';

/**
 * Budget periods on calendar dates ('yyyy-MM-dd'), independent of the server's time zone: dates
 * are handled as whole days counted in UTC. A budget repeats from its start date in periods of
 * its type until its end date. Monthly and yearly periods keep the start day, clamped to the end
 * of shorter months (Jan 31 -> Feb 28 or 29 -> Mar 31); daily and weekly periods are exact.
 */

export interface Period {
  start: string;
  end: string;
}

export interface Schedule {
  startDate: string;
  periodType: number;
  endDate: string | null;
}

const DAY_MS = 86_400_000;

/** A schedule read once: each function below works on numbers, not on date strings. */
interface Parsed {
  year: number;
  /** 0-11 */
  month: number;
  day: number;
  /** Days since 1970-01-01 of the start. */
  first: number;
  type: number;
  /** Days since 1970-01-01 of the end date, or Infinity. */
  last: number;
}

/** Days in 400 Gregorian years: the calendar repeats after them. */
const DAYS_IN_400_YEARS = 146_097;

/**
 * Days since 1970-01-01 of a civil date (month 0-11; a day past the month's end runs on into the
 * next), on integers (H. Hinnant's days-from-civil) for the same reason as dateOfDay; a test holds
 * it equal to Date.UTC over the whole writable calendar.
 */
function dayNumberOf(year: number, month: number, day: number): number {
  if (!(month >= 0 && month <= 11)) {
    // Date.UTC reads years 0-99 as 1900-1999; 400 years later the calendar is the same.
    return Date.UTC(year + 400, month, day) / DAY_MS - DAYS_IN_400_YEARS;
  }
  const y = month < 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const ofEra = y - era * 400;
  const ofYear = Math.floor((153 * (month < 2 ? month + 10 : month - 2) + 2) / 5) + day - 1;
  const days = ofEra * 365 + Math.floor(ofEra / 4) - Math.floor(ofEra / 100) + ofYear;
  return era * DAYS_IN_400_YEARS + days - 719_468;
}

export function dayNumber(date: string): number {
  return dayNumberOf(
    Number(date.slice(0, 4)),
    Number(date.slice(5, 7)) - 1,
    Number(date.slice(8, 10)),
  );
}

/** The first and last day numbers of years 0000-9999, the dates yyyy-MM-dd can write. */
const WRITABLE = { first: -719_528, last: 2_932_896 };
const TWO_DIGITS = Array.from({ length: 32 }, (_, n) => String(n).padStart(2, '0'));

/**
 * The date of a day number. Reports and budgets write thousands a request, so the civil date is
 * computed on integers (H. Hinnant's days-to-civil) rather than through a Date and its ISO text;
 * a test holds the two equal over the whole writable calendar.
 */
export function dateOfDay(day: number): string {
  if (day < WRITABLE.first || day > WRITABLE.last) {
    return new Date(day * DAY_MS).toISOString().slice(0, 10);
  }
  const z = day + 719_468;
  const era = Math.floor(z / DAYS_IN_400_YEARS);
  const ofEra = z - era * DAYS_IN_400_YEARS;
  const yearOfEra = Math.floor(
    (ofEra - Math.floor(ofEra / 1460) + Math.floor(ofEra / 36_524) - Math.floor(ofEra / 146_096)) /
      365,
  );
  const ofYear =
    ofEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const shifted = Math.floor((5 * ofYear + 2) / 153);
  const date = ofYear - Math.floor((153 * shifted + 2) / 5) + 1;
  const month = shifted < 10 ? shifted + 3 : shifted - 9;
  const year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0);
  return `${String(year).padStart(4, '0')}-${TWO_DIGITS[month]}-${TWO_DIGITS[date]}`;
}

export function addDays(date: string, days: number): string {
  return dateOfDay(dayNumber(date) + days);
}

function parse(schedule: Schedule): Parsed {
  const { startDate, endDate } = schedule;
  const year = Number(startDate.slice(0, 4));
  const month = Number(startDate.slice(5, 7)) - 1;
  const day = Number(startDate.slice(8, 10));
  return {
    year,
    month,
    day,
    first: dayNumberOf(year, month, day),
    type: schedule.periodType,
    last: endDate === null ? Infinity : dayNumber(endDate),
  };
}

const MONTH_LENGTHS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

function monthLength(year: number, month: number): number {
  if (month !== 1) return MONTH_LENGTHS[month] as number;
  return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28;
}

/** Day number of the start of the k-th month after the start's month, keeping its day if it can. */
function monthsLater(p: Parsed, months: number): number {
  const index = p.year * 12 + p.month + months;
  const year = Math.floor(index / 12);
  const month = index % 12;
  return dayNumberOf(year, month, Math.min(p.day, monthLength(year, month)));
}

/** Day number of the start of period number `index` (0 is the first). */
function nthStart(p: Parsed, index: number): number {
  switch (p.type) {
    case PeriodType.Daily:
      return p.first + index;
    case PeriodType.Weekly:
      return p.first + index * 7;
    case PeriodType.Monthly:
      return monthsLater(p, index);
    case PeriodType.Yearly:
      return monthsLater(p, index * 12);
    default:
      throw new RangeError(`Unknown period type ${p.type}`);
  }
}

/** An estimate of the index of the period holding the day, corrected by the caller. */
function roughIndex(p: Parsed, day: number): number {
  switch (p.type) {
    case PeriodType.Daily:
      return day - p.first;
    case PeriodType.Weekly:
      return Math.floor((day - p.first) / 7);
    default: {
      const date = new Date(day * DAY_MS);
      const months = (date.getUTCFullYear() - p.year) * 12 + (date.getUTCMonth() - p.month);
      return p.type === PeriodType.Monthly ? months : Math.floor(months / 12);
    }
  }
}

/** Dates are written yyyy-MM-dd, so the calendar ends on 9999-12-31; no period runs or begins past it. */
const LAST_DAY = dayNumberOf(9999, 11, 31);

function periodOf(p: Parsed, index: number): Period | null {
  if (index < 0) return null;
  const start = nthStart(p, index);
  if (start > p.last || start > LAST_DAY) return null;
  const end = Math.min(nthStart(p, index + 1) - 1, p.last, LAST_DAY);
  return { start: dateOfDay(start), end: dateOfDay(end) };
}

function indexAt(p: Parsed, day: number): number | null {
  if (day < p.first || day > p.last) return null;
  let index = Math.max(0, roughIndex(p, day));
  while (index > 0 && nthStart(p, index) > day) index -= 1;
  while (nthStart(p, index + 1) <= day) index += 1;
  return index;
}

/** Period number `index`, cut short by the end date; null when it would begin after the end. */
export function periodAt(schedule: Schedule, index: number): Period | null {
  return periodOf(parse(schedule), index);
}

/** The index of the period that holds the date, or null before the start or after the end. */
export function periodIndexAt(schedule: Schedule, date: string): number | null {
  return indexAt(parse(schedule), dayNumber(date));
}

/** The period that holds the date (a budget is active at that date), or null. */
export function periodContaining(schedule: Schedule, date: string): Period | null {
  return periodFinder(schedule)(date);
}

/** periodContaining for many dates of one schedule, which is read only once. */
export function periodFinder(schedule: Schedule): (date: string) => Period | null {
  const p = parse(schedule);
  return (date) => {
    const index = indexAt(p, dayNumber(date));
    return index === null ? null : periodOf(p, index);
  };
}

/** The period holding the date, else the nearest one: the first before the start, the last after the end. */
export function nearestPeriod(schedule: Schedule, date: string): Period {
  const p = parse(schedule);
  const day = dayNumber(date);
  if (day < p.first) return periodOf(p, 0) as Period;
  const index = indexAt(p, Math.min(day, p.last)) as number;
  return periodOf(p, index) as Period;
}
