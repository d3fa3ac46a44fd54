/** The first and last possible dates: an open end of a range reaches them. */
export const FIRST_DAY = '0000-01-01';
export const LAST_DAY = '9999-12-31';

export interface DayRange {
  from: string;
  to: string;
}

/**
 * A range of days split the way the rollups are kept: whole months (read from month sums) and
 * the days of the months the range cuts (read from day sums), at most two runs of days.
 */
export interface RangeParts {
  months: { from: string; to: string } | null;
  days: DayRange[];
}

const monthOf = (day: string) => day.slice(0, 7);
const monthIndex = (day: string) => Number(day.slice(0, 4)) * 12 + Number(day.slice(5, 7)) - 1;

function daysInMonth(month: string): number {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  return [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][m - 1] as number;
}

export function lastDayOf(month: string): string {
  return `${month}-${String(daysInMonth(month)).padStart(2, '0')}`;
}

/** The month after (or before) a yyyy-MM month, within years 0000-9999. */
export function shiftMonth(month: string, by: 1 | -1): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const index = year * 12 + (m - 1) + by;
  const y = Math.floor(index / 12);
  return `${String(y).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}

export function splitRange({ from, to }: DayRange): RangeParts {
  const firstWhole = from.endsWith('-01');
  const lastWhole = to === lastDayOf(monthOf(to));
  // Compared before shifting, so no month outside years 0000-9999 is ever written.
  const wholeMonths =
    monthIndex(to) - monthIndex(from) + 1 - (firstWhole ? 0 : 1) - (lastWhole ? 0 : 1);
  if (wholeMonths <= 0) return { months: null, days: [{ from, to }] };
  const firstFull = firstWhole ? monthOf(from) : shiftMonth(monthOf(from), 1);
  const lastFull = lastWhole ? monthOf(to) : shiftMonth(monthOf(to), -1);
  const days: DayRange[] = [];
  if (monthOf(from) !== firstFull) days.push({ from, to: lastDayOf(monthOf(from)) });
  if (monthOf(to) !== lastFull) days.push({ from: `${monthOf(to)}-01`, to });
  return { months: { from: firstFull, to: lastFull }, days };
}

/** Every month from the first to the last, inclusive. */
export function monthsBetween(first: string, last: string): string[] {
  const months: string[] = [];
  for (let month = first; month <= last; month = shiftMonth(month, 1)) months.push(month);
  return months;
}
