import { addDays, periodAt, periodIndexAt } from './periods.ts';

/**
 * The dates of a recurring transaction (docs/decisions.md, 'Recurring transactions'): the
 * anchor date, then one per period of its type, as budget periods begin: monthly and yearly
 * series keep the anchor's day, clamped to the end of shorter months (the 31st -> Feb 28 or 29
 * -> Mar 31), daily and weekly ones are exact; none after the end date.
 */
export interface Rule {
  anchorDate: string;
  periodType: number;
  endDate: string | null;
}

export interface Occurrence {
  index: number;
  date: string;
}

/** The date of occurrence `index` (0: the anchor), or null past the end date. */
export function occurrenceDate(rule: Rule, index: number): string | null {
  const period = periodAt(
    { startDate: rule.anchorDate, periodType: rule.periodType, endDate: rule.endDate },
    index,
  );
  return period?.start ?? null;
}

/** The index of the occurrence due on `date`, or null when none is. */
export function occurrenceIndex(rule: Rule, date: string): number | null {
  const schedule = { startDate: rule.anchorDate, periodType: rule.periodType, endDate: null };
  const index = periodIndexAt(schedule, date);
  return index !== null && occurrenceDate(rule, index) === date ? index : null;
}

/**
 * The occurrences from index `from` on whose dates are on or before `until`, at most `limit`
 * of them (a daily series started years ago catches up over several runs, not in one write).
 */
export function occurrencesThrough(
  rule: Rule,
  from: number,
  until: string,
  limit = Number.POSITIVE_INFINITY,
): Occurrence[] {
  const found: Occurrence[] = [];
  for (let index = from; found.length < limit; index++) {
    const date = occurrenceDate(rule, index);
    if (date === null || date > until) break;
    found.push({ index, date });
  }
  return found;
}

/** The index of the first occurrence on or after `date`. */
export function firstIndexFrom(rule: Rule, date: string): number {
  if (date <= rule.anchorDate) return 0;
  const schedule = { startDate: rule.anchorDate, periodType: rule.periodType, endDate: null };
  const index = periodIndexAt(schedule, date) ?? 0;
  return occurrenceDate({ ...rule, endDate: null }, index) === date ? index : index + 1;
}

/** The day before a date, where a series cut short at an occurrence ends. */
export const dayBefore = (date: string) => addDays(date, -1);
