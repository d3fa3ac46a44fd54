import type { Budget, BudgetUsage } from '@budget/contract';
import { fromMinorUnits } from '../../lib/money.ts';
import { dateIn, serverTimeZone } from '../../lib/time.ts';
import type { BudgetRow } from './budgets.repository.ts';
import { nearestPeriod, periodContaining, type Period, type Schedule } from '../../lib/periods.ts';

export function scheduleOf(row: BudgetRow): Schedule {
  return { startDate: row.start_date, periodType: Number(row.period_type), endDate: row.end_date };
}

/**
 * Today as a calendar date where the household lives: in the group's time zone (set by its
 * Owner), else the server's, which follows the TZ environment variable (UTC when unset). UTC
 * alone would move a Warsaw household's budgets into tomorrow's period an hour or two early.
 */
export function today(timeZone?: string | null, now = new Date()): string {
  return dateIn(timeZone ?? serverTimeZone(), now);
}

/**
 * Today in each time zone, worked out once for a request's many budgets: formatting a date in a
 * zone was 5% of the 100-budget list's time when done per budget (docs/performance.md).
 */
export function todayByZone(now = new Date()): (timeZone: string | null) => string {
  const dates = new Map<string | null, string>();
  return (timeZone) => {
    let date = dates.get(timeZone);
    if (date === undefined) dates.set(timeZone, (date = today(timeZone, now)));
    return date;
  };
}

export type ListMode = { kind: 'actual' } | { kind: 'at'; date: string } | { kind: 'all' };

/**
 * The period a budget is shown with (docs/decisions.md, 'Budgets'): today's, or the date point's, for
 * budgets active then; with neither, today's or else the nearest one. Null: not listed.
 */
export function periodFor(row: BudgetRow, mode: ListMode, now: string): Period | null {
  const schedule = scheduleOf(row);
  if (mode.kind === 'actual') return periodContaining(schedule, now);
  if (mode.kind === 'at') return periodContaining(schedule, mode.date);
  return nearestPeriod(schedule, now);
}

export function toBudget(
  row: BudgetRow,
  categories: { id: string; name: string }[],
  usage: BudgetUsage | null,
): Budget {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    groupId: row.group_id,
    amount: fromMinorUnits(Number(row.amount)),
    currency: Number(row.currency),
    periodType: Number(row.period_type) as Budget['periodType'],
    startDate: row.start_date,
    endDate: row.end_date,
    categories,
    budgetUsages: usage ? [usage] : [],
  };
}
