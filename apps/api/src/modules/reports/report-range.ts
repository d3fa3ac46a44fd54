/** The first and last possible dates: an open end of a range reaches them. */
export const FIRST_DAY = '0000-01-01';
export const LAST_DAY = '9999-12-31';

export interface DayRange {
  from: string;
  to: string;
}

/**
 * A range of days split the way the rollups are kept: whole years (when asked for), whole
 * months, and the days at the ends. Each part is inclusive: years as yyyy, months as yyyy-MM.
 */
export interface RangeParts {
  years: DayRange[];
  months: DayRange[];
  days: DayRange[];
}

const monthOf = (day: string) => day.slice(0, 7);
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

/** Whole months and end days of a range (no years). */
function monthsAndDays({ from, to }: DayRange): Omit<RangeParts, 'years'> {
  const firstWhole = from.endsWith('-01');
  const lastWhole = to === lastDayOf(monthOf(to));
  const first = monthIndex(from) + (firstWhole ? 0 : 1);
  const last = monthIndex(to) - (lastWhole ? 0 : 1);
  if (first > last) return { months: [], days: [{ from, to }] };
  const days: DayRange[] = [];
  if (!firstWhole) days.push({ from, to: lastDayOf(monthOf(from)) });
  if (!lastWhole) days.push({ from: `${monthOf(to)}-01`, to });
  return { months: [{ from: monthAt(first), to: monthAt(last) }], days };
}

/**
 * Splits a range (from <= to) into whole years when `years`, then whole months, then days.
 * Computed on numbers, so no period outside years 0000-9999 is ever written.
 */
export function splitRange(range: DayRange, years: boolean): RangeParts {
  if (range.from > range.to) return { years: [], months: [], days: [] };
  const fromYear = Number(range.from.slice(0, 4));
  const toYear = Number(range.to.slice(0, 4));
  const first = fromYear + (range.from.endsWith('-01-01') ? 0 : 1);
  const last = toYear - (range.to.endsWith('-12-31') ? 0 : 1);
  if (!years || first > last) return { years: [], ...monthsAndDays(range) };
  const parts: RangeParts = {
    years: [{ from: pad(first, 4), to: pad(last, 4) }],
    months: [],
    days: [],
  };
  const ends: DayRange[] = [];
  if (first !== fromYear) ends.push({ from: range.from, to: `${pad(fromYear, 4)}-12-31` });
  if (last !== toYear) ends.push({ from: `${pad(toYear, 4)}-01-01`, to: range.to });
  for (const end of ends) {
    const inner = monthsAndDays(end);
    parts.months.push(...inner.months);
    parts.days.push(...inner.days);
  }
  return parts;
}
