import type { ReportBudget } from '@budget/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { periodAt, periodIndexAt, type Period, type Schedule } from '../../lib/periods.ts';
import { usageOf } from '../budgets/budget-usage.ts';
import type { RateBook } from '../currencies/rate-book.ts';
import { LAST_DAY, type DayRange } from './report-range.ts';
import { budgetsOf, spendBetween } from './reports.repository.ts';

interface Overlap {
  first: Period;
  last: Period;
  count: number;
}

/** The budget's periods that overlap the range: the first, the last, and how many. */
function overlap(schedule: Schedule, range: DayRange): Overlap | null {
  const from = range.from > schedule.startDate ? range.from : schedule.startDate;
  const end = schedule.endDate ?? LAST_DAY;
  const to = range.to < end ? range.to : end;
  if (from > to) return null;
  const firstIndex = periodIndexAt(schedule, from);
  const lastIndex = periodIndexAt(schedule, to);
  if (firstIndex === null || lastIndex === null) return null;
  const first = periodAt(schedule, firstIndex);
  const last = periodAt(schedule, lastIndex);
  if (!first || !last) return null;
  return { first, last, count: lastIndex - firstIndex + 1 };
}

/**
 * Budget against actual over the range: for each budget, its periods that overlap the range
 * (each counted whole), their budgeted amounts added, and what they spent, converted exactly
 * into the budget's currency, all read from the spend kept per period by the write path.
 * Budgets with no period in the range are left out.
 */
export async function budgetActuals(
  db: Kysely<Database>,
  book: RateBook,
  groupIds: string[],
  range: DayRange,
  groupNames: Map<string, string>,
): Promise<ReportBudget[]> {
  const budgets = (await budgetsOf(db, groupIds)).flatMap((row) => {
    const schedule = {
      startDate: row.start_date,
      periodType: Number(row.period_type),
      endDate: row.end_date,
    };
    const found = overlap(schedule, range);
    return found ? [{ row, found }] : [];
  });
  const spend = Map.groupBy(
    await spendBetween(
      db,
      budgets.map(({ row, found }) => ({
        budgetId: row.id,
        fromPeriod: found.first.start,
        toPeriod: found.last.start,
      })),
    ),
    (sum) => sum.budget_id,
  );
  return budgets.map(({ row, found }) => {
    const currency = Number(row.currency);
    const budgeted = Number(row.amount) * found.count;
    const period = { start: found.first.start, end: found.last.end };
    const usage = usageOf(book, { amount: budgeted, currency }, period, spend.get(row.id) ?? []);
    return {
      id: row.id,
      name: row.name,
      groupId: row.group_id,
      groupName: groupNames.get(row.group_id) ?? '',
      currency,
      periodType: Number(row.period_type) as ReportBudget['periodType'],
      periods: found.count,
      firstPeriodStart: found.first.start,
      lastPeriodEnd: found.last.end,
      budgeted: usage.budgeted,
      spent: usage.spent,
      remaining: usage.remaining,
      percentUsed: Math.round(usage.percentUsed * 10) / 10,
    };
  });
}
