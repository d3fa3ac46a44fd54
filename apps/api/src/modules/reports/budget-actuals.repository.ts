import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { horizonDay, splitRange, type DayRange } from './report-range.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** The budgets of the groups with their group's time zone (for "today"). */
export async function budgetsOf(db: Db, groupIds: string[]) {
  if (groupIds.length === 0) return [];
  return db
    .selectFrom('budgets')
    .innerJoin('groups', 'groups.id', 'budgets.group_id')
    .select(['budgets.id', 'budgets.name', 'budgets.group_id', 'budgets.amount'])
    .select(['budgets.currency', 'budgets.period_type', 'budgets.start_date', 'budgets.end_date'])
    .select('groups.time_zone')
    .where('budgets.group_id', 'in', groupIds)
    .orderBy('budgets.name')
    .orderBy('budgets.id')
    .execute();
}

/** A budget's days whose spend is asked for: whole periods, so within its range. */
export interface SpendRange {
  budgetId: string;
  days: DayRange;
  /** The budget's own range: its month and year rows count only days within it. */
  schedule: DayRange;
}

/** SQLite allows 500 arms in one compound SELECT; longer lists take a few statements. */
const ARMS_PER_STATEMENT = 400;

type SpendSumRow = { budget_id: string; currency: number; rate_key: string; amount: number };

const TABLES = {
  year: 'budget_spend_years',
  month: 'budget_spend_months',
  day: 'budget_spend_days',
} as const;

/** One arm: a budget's spend over a run of years, months or days, by currency and key. */
function spendArm(budgetId: string, unit: keyof typeof TABLES, range: DayRange, sign: 1 | -1) {
  return sql`select budget_id, currency, rate_key, ${sql.lit(sign)} * sum(amount) as amount
    from ${sql.table(TABLES[unit])}
    where budget_id = ${budgetId} and ${sql.ref(unit)} >= ${range.from}
      and ${sql.ref(unit)} <= ${range.to}
    group by budget_id, currency, rate_key`;
}

/**
 * What each budget spent on its days, by currency and rate key: whole years and months from the
 * calendar rollups the write path keeps, the days at the ends from the day rows (or a whole
 * month or year less the days and months beyond a range that ends today), so a daily budget over
 * ten years reads about a hundred rows instead of its 3,650 periods. Day rows are kept for days
 * outside the budget's range too, so days taken away are cut to its range, as its months are.
 */
export async function spendOver(db: Db, ranges: SpendRange[]) {
  const arms = ranges.flatMap(({ budgetId, days, schedule }) => {
    const parts = splitRange(days, { years: true, horizon: horizonDay() });
    const within = (r: DayRange) => ({
      from: r.from > schedule.from ? r.from : schedule.from,
      to: r.to < schedule.to ? r.to : schedule.to,
    });
    return [
      ...parts.years.map((r) => spendArm(budgetId, 'year', r, 1)),
      ...parts.months.map((r) => spendArm(budgetId, 'month', r, 1)),
      ...parts.days.map((r) => spendArm(budgetId, 'day', r, 1)),
      ...parts.minusMonths.map((r) => spendArm(budgetId, 'month', r, -1)),
      ...parts.minusDays
        .map(within)
        .filter((r) => r.from <= r.to)
        .map((r) => spendArm(budgetId, 'day', r, -1)),
    ];
  });
  const rows: SpendSumRow[] = [];
  for (let i = 0; i < arms.length; i += ARMS_PER_STATEMENT) {
    const statement = sql.join(arms.slice(i, i + ARMS_PER_STATEMENT), sql` union all `);
    rows.push(...(await sql<SpendSumRow>`${statement}`.execute(db)).rows);
  }
  return rows;
}
