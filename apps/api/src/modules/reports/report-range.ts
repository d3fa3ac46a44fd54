import { addDays, dateOfDay, dayNumber } from '../../lib/periods.ts';
import { isoNow } from '../../lib/time.ts';

/** The first and last possible dates: an open end of a range reaches them. */
export const FIRST_DAY = '0000-01-01';
export const LAST_DAY = '9999-12-31';

/**
 * Tomorrow in UTC, the latest "today" of any time zone: days after it hold no rows unless dated
 * ahead, so a range ending today is cheaper read as its whole month and year less what is to come.
 */
export const horizonDay = () => addDays(isoNow().slice(0, 10), 1);

export interface DayRange {
  from: string;
  to: string;
}

/**
 * A range of days split the way the rollups are kept: whole years (when asked for), whole
 * months, and the days at the ends, each inclusive (years as yyyy, months as yyyy-MM); then
 * months and days to take away again, when a whole month or year less what lies outside the
 * range reads fewer rows than its part inside (a range ending today: the month less the days to
 * come, which hold nothing).
 */
export interface RangeParts {
  years: DayRange[];
  months: DayRange[];
  days: DayRange[];
  minusMonths: DayRange[];
  minusDays: DayRange[];
}

export interface SplitOptions {
  /** Whole years are read from the year rollups. */
  years: boolean;
  /**
   * The last day likely to hold rows: with it, parts may be taken away (their rows must then be
   * exactly the sum of the smaller parts, as the money sums are); without, they never are.
   */
  horizon?: string;
}

const monthIndex = (day: string) => Number(day.slice(0, 4)) * 12 + Number(day.slice(5, 7)) - 1;
const pad = (n: number, width: number) => String(n).padStart(width, '0');
const monthAt = (index: number) => `${pad(Math.floor(index / 12), 4)}-${pad((index % 12) + 1, 2)}`;

function daysInMonth(month: string): number {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  return [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][m - 1] as number;
}

export function lastDayOf(month: string): string {
  return `${month}-${pad(daysInMonth(month), 2)}`;
}

/** Every month from the first to the last, inclusive. */
export function monthsBetween(first: string, last: string): string[] {
  const months: string[] = [];
  for (let i = monthIndex(first); i <= monthIndex(last); i++) months.push(monthAt(i));
  return months;
}

/**
 * The longest run of months a report or a net worth history lists month by month. Past it (a
 * date typed with a wrong year, such as 0026 for 2026, spans two thousand years) only the months
 * holding something are listed, not tens of thousands of empty ones (docs/decisions.md, 'Reports and accounts').
 */
export const MAX_LISTED_MONTHS = 1_200;

/** Every month from the first to the last, or, over a longer span, those of `present` within it. */
export function listedMonths(first: string, last: string, present: Iterable<string>): string[] {
  if (monthIndex(last) - monthIndex(first) < MAX_LISTED_MONTHS) return monthsBetween(first, last);
  const within = new Set([first, last]);
  for (const month of present) if (month >= first && month <= last) within.add(month);
  return [...within].sort();
}

const dayIndex = dayNumber;
const dayAt = dateOfDay;

const none = (): RangeParts => ({
  years: [],
  months: [],
  days: [],
  minusMonths: [],
  minusDays: [],
});

/** Rows a run of units is expected to read: those up to the horizon (none after it). */
function cost(first: number, last: number, horizon: number | null): number {
  const end = horizon === null ? last : Math.min(last, horizon);
  return Math.max(0, end - first + 1);
}

/**
 * Trims one level: units (days or months) inside a run of whole outer units (months or years)
 * from `first` to `last`. Each end that does not fill its outer unit is either read as its own
 * units (and the outer unit left out) or, when cheaper, its outer unit is read whole and the
 * units outside the range taken away. Returns the outer units to read, by index.
 */
function trimEnds(
  first: number,
  last: number,
  outer: {
    of: (unit: number) => number;
    first: (o: number) => number;
    last: (o: number) => number;
  },
  horizon: number | null,
  add: (from: number, to: number) => void,
  takeAway: (from: number, to: number) => void,
): [number, number] {
  let [low, high] = [outer.of(first), outer.of(last)];
  const subtract = horizon !== null;
  const endAt = (from: number, to: number, before: [number, number], after: [number, number]) => {
    const inside = cost(from, to, horizon);
    const outside = cost(...before, horizon) + cost(...after, horizon);
    if (subtract && outside + 1 < inside) {
      if (before[0] <= before[1]) takeAway(...before);
      if (after[0] <= after[1]) takeAway(...after);
      return true;
    }
    add(from, to);
    return false;
  };
  if (low === high) {
    const [a, b] = [outer.first(low), outer.last(low)];
    if (first === a && last === b) return [low, high];
    return endAt(first, last, [a, first - 1], [last + 1, b]) ? [low, high] : [low, low - 1];
  }
  if (first !== outer.first(low)) {
    const kept = endAt(first, outer.last(low), [outer.first(low), first - 1], [1, 0]);
    if (!kept) low += 1;
  }
  if (last !== outer.last(high)) {
    const kept = endAt(outer.first(high), last, [1, 0], [last + 1, outer.last(high)]);
    if (!kept) high -= 1;
  }
  return [low, high];
}

/**
 * Splits a range (from <= to) into whole years when `years`, then whole months, then days, with
 * months and days to take away when a horizon allows it (see RangeParts). Computed on numbers,
 * so no period outside years 0000-9999 is ever written.
 */
export function splitRange(range: DayRange, options: SplitOptions | boolean): RangeParts {
  const { years, horizon } = typeof options === 'boolean' ? { years: options } : options;
  const parts = none();
  if (range.from > range.to) return parts;
  const months = {
    of: (day: number) => monthIndex(dayAt(day)),
    first: (m: number) => dayIndex(`${monthAt(m)}-01`),
    last: (m: number) => dayIndex(lastDayOf(monthAt(m))),
  };
  const dayRange = (from: number, to: number) => ({ from: dayAt(from), to: dayAt(to) });
  const monthRange = (from: number, to: number) => ({ from: monthAt(from), to: monthAt(to) });
  const [firstMonth, lastMonth] = trimEnds(
    dayIndex(range.from),
    dayIndex(range.to),
    months,
    horizon === undefined ? null : dayIndex(horizon),
    (from, to) => parts.days.push(dayRange(from, to)),
    (from, to) => parts.minusDays.push(dayRange(from, to)),
  );
  if (firstMonth > lastMonth) return parts;
  if (!years) {
    parts.months.push(monthRange(firstMonth, lastMonth));
    return parts;
  }
  const [firstYear, lastYear] = trimEnds(
    firstMonth,
    lastMonth,
    { of: (m) => Math.floor(m / 12), first: (y) => y * 12, last: (y) => y * 12 + 11 },
    horizon === undefined ? null : monthIndex(horizon),
    (from, to) => parts.months.push(monthRange(from, to)),
    (from, to) => parts.minusMonths.push(monthRange(from, to)),
  );
  if (firstYear <= lastYear) parts.years.push({ from: pad(firstYear, 4), to: pad(lastYear, 4) });
  return parts;
}
