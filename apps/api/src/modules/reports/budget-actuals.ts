import type { ReportBudget } from '@budget/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { validationFailed } from '../../lib/app-error.ts';
import { periodAt, periodIndexAt, type Period, type Schedule } from '../../lib/periods.ts';
import { usageOf } from '../budgets/budget-usage.ts';
import { todayByZone } from '../budgets/budget-views.ts';
import type { RateBook } from '../currencies/rate-book.ts';
import { LAST_DAY, type DayRange } from './report-range.ts';
import { budgetsOf, spendOver } from './budget-actuals.repository.ts';

interface Overlap {
  first: Period;
  last: Period;
  count: number;
}

/**
 * The budget's periods that overlap the range and have begun by `today`: the first, the last,
 * and how many. Periods still to come are not budget against actual yet (docs/decisions.md,
 * 'Reports and accounts'), and an open range would otherwise count them to the year 9999.
 */
function overlap(schedule: Schedule, range: DayRange, today: string): Overlap | null {
  const from = range.from > schedule.startDate ? range.from : schedule.startDate;
  const to = [schedule.endDate ?? LAST_DAY, range.to, today].sort()[0] as string;
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
 * (each counted whole), their budgeted amounts added, and what they spent on those periods'
 * days, converted exactly into the budget's currency, read from the spend the write path keeps
 * per calendar year, month and day.
 * Budgets with no period in the range are left out.
 */
export async function budgetActuals(
  db: Kysely<Database>,
  book: RateBook,
  groupIds: string[],
  range: DayRange,
): Promise<ReportBudget[]> {
  const todayIn = todayByZone();
  const budgets = (await budgetsOf(db, groupIds)).flatMap((row) => {
    const schedule = {
      startDate: row.start_date,
      periodType: Number(row.period_type),
      endDate: row.end_date,
    };
    const found = overlap(schedule, range, todayIn(row.time_zone));
    return found ? [{ row, found }] : [];
  });
  const spend = Map.groupBy(
    await spendOver(
      db,
      budgets.map(({ row, found }) => ({
        budgetId: row.id,
        days: { from: found.first.start, to: found.last.end },
        schedule: { from: row.start_date, to: row.end_date ?? LAST_DAY },
      })),
    ),
    (sum) => sum.budget_id,
  );
  return budgets.map(({ row, found }) => {
    const currency = Number(row.currency);
    const budgeted = BigInt(row.amount) * BigInt(found.count);
    if (budgeted > BigInt(Number.MAX_SAFE_INTEGER)) {
      throw validationFailed(
        `The range holds ${found.count} periods of the budget '${row.name}': more than can be added exactly; choose a shorter range`,
        { from: ['Range too long for budget against actual'] },
      );
    }
    const period = { start: found.first.start, end: found.last.end };
    const usage = usageOf(
      book,
      { amount: Number(budgeted), currency },
      period,
      spend.get(row.id) ?? [],
    );
    return {
      id: row.id,
      name: row.name,
      groupId: row.group_id,
      groupName: row.group_name,
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
