/** A whole calendar month as the list's date range (yyyy-MM, and its first and last day). */
export interface MonthRange {
  month: string;
  from: string;
  to: string;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** The month of `year` and `monthIndex` (0 = January; out of range rolls over the year). */
export function monthRange(year: number, monthIndex: number): MonthRange {
  const first = new Date(Date.UTC(year, monthIndex, 1));
  const last = new Date(Date.UTC(year, monthIndex + 1, 0));
  const month = `${first.getUTCFullYear()}-${pad(first.getUTCMonth() + 1)}`;
  return { month, from: `${month}-01`, to: `${month}-${pad(last.getUTCDate())}` };
}

/** This month and the `count - 1` before it, newest first, by the calendar of `today`. */
export function recentMonths(today: Date, count: number): MonthRange[] {
  return Array.from({ length: count }, (_, back) =>
    monthRange(today.getFullYear(), today.getMonth() - back),
  );
}

/** The month a date range covers exactly, if it does. */
export function wholeMonthOf(from: string, to: string): string | null {
  const match = /^(\d{4})-(\d{2})-01$/.exec(from);
  if (!match) return null;
  const range = monthRange(Number(match[1]), Number(match[2]) - 1);
  return range.from === from && range.to === to ? range.month : null;
}
