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

function parts(date: string): [number, number, number] {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return [y, m, d];
}

export function dayNumber(date: string): number {
  const [y, m, d] = parts(date);
  return Date.UTC(y, m - 1, d) / DAY_MS;
}

export function dateOfDay(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

export function addDays(date: string, days: number): string {
  return dateOfDay(dayNumber(date) + days);
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** The start of the k-th month after `date`'s month, keeping its day where the month allows. */
function addMonthsClamped(date: string, months: number): string {
  const [y, m, d] = parts(date);
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const day = Math.min(d, daysInMonth(year, month));
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The start of period number `index` (0 is the first). */
function nthStart(schedule: Schedule, index: number): string {
  switch (schedule.periodType) {
    case PeriodType.Daily:
      return addDays(schedule.startDate, index);
    case PeriodType.Weekly:
      return addDays(schedule.startDate, index * 7);
    case PeriodType.Monthly:
      return addMonthsClamped(schedule.startDate, index);
    case PeriodType.Yearly:
      return addMonthsClamped(schedule.startDate, index * 12);
    default:
      throw new RangeError(`Unknown period type ${schedule.periodType}`);
  }
}

/** An estimate of the index of the period holding `date`, corrected by the caller. */
function roughIndex(schedule: Schedule, date: string): number {
  const days = dayNumber(date) - dayNumber(schedule.startDate);
  switch (schedule.periodType) {
    case PeriodType.Daily:
      return days;
    case PeriodType.Weekly:
      return Math.floor(days / 7);
    case PeriodType.Monthly: {
      const [y1, m1] = parts(schedule.startDate);
      const [y2, m2] = parts(date);
      return (y2 - y1) * 12 + (m2 - m1);
    }
    default: {
      const [y1] = parts(schedule.startDate);
      const [y2] = parts(date);
      return y2 - y1;
    }
  }
}

/** Period number `index`, cut short by the end date; null when it would begin after the end. */
export function periodAt(schedule: Schedule, index: number): Period | null {
  if (index < 0) return null;
  const start = nthStart(schedule, index);
  if (schedule.endDate !== null && start > schedule.endDate) return null;
  const naturalEnd = addDays(nthStart(schedule, index + 1), -1);
  const end =
    schedule.endDate !== null && schedule.endDate < naturalEnd ? schedule.endDate : naturalEnd;
  return { start, end };
}

/** The index of the period that holds the date, or null before the start or after the end. */
export function periodIndexAt(schedule: Schedule, date: string): number | null {
  if (date < schedule.startDate) return null;
  if (schedule.endDate !== null && date > schedule.endDate) return null;
  let index = Math.max(0, roughIndex(schedule, date));
  while (index > 0 && nthStart(schedule, index) > date) index -= 1;
  while (nthStart(schedule, index + 1) <= date) index += 1;
  return index;
}

/** The period that holds the date (a budget is active at that date), or null. */
export function periodContaining(schedule: Schedule, date: string): Period | null {
  const index = periodIndexAt(schedule, date);
  return index === null ? null : periodAt(schedule, index);
}

/** The period holding the date, else the nearest one: the first before the start, the last after the end. */
export function nearestPeriod(schedule: Schedule, date: string): Period {
  if (date < schedule.startDate) return periodAt(schedule, 0) as Period;
  const containing = periodContaining(schedule, date);
  if (containing) return containing;
  const lastIndex = periodIndexAt(schedule, schedule.endDate as string) as number;
  return periodAt(schedule, lastIndex) as Period;
}
