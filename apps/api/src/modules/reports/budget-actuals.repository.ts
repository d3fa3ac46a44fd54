import { sql, type Kysely, type Transaction } from 'kysely';
import { isPostgres } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { horizonDay, splitRange, type DayRange, type RangeParts } from './report-range.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** The budgets of the groups with their group's name and time zone (for "today"). */
export async function budgetsOf(db: Db, groupIds: string[]) {
  if (groupIds.length === 0) return [];
  return db
    .selectFrom('budgets')
    .innerJoin('groups', 'groups.id', 'budgets.group_id')
    .select(['budgets.id', 'budgets.name', 'budgets.group_id', 'budgets.amount'])
    .select(['budgets.currency', 'budgets.period_type', 'budgets.start_date', 'budgets.end_date'])
    .select(['groups.time_zone', 'groups.name as group_name'])
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

/** Ranges per statement: their values stay far inside both databases' parameter limits. */
const RANGES_PER_STATEMENT = 300;

type SpendSumRow = { budget_id: string; currency: number; rate_key: string; amount: number };

const TABLES = {
  year: 'budget_spend_years',
  month: 'budget_spend_months',
  day: 'budget_spend_days',
} as const;
type Unit = keyof typeof TABLES;

interface Run {
  budgetId: string;
  range: DayRange;
  sign: 1 | -1;
}

/**
 * Budgets' spend over runs of years, months or days of one table, by currency and key, on
 * SQLite: the runs are a table of values joined to the rollup on its key, one statement for all
 * budgets (an arm per run cost a cursor each: about four times slower).
 */
async function sqliteSpendOfRuns(db: Db, unit: Unit, runs: Run[]): Promise<SpendSumRow[]> {
  const rows: SpendSumRow[] = [];
  const [table, key] = [sql.table(TABLES[unit]), sql.ref(`s.${unit}`)];
  for (let i = 0; i < runs.length; i += RANGES_PER_STATEMENT) {
    const values = runs
      .slice(i, i + RANGES_PER_STATEMENT)
      .map((r) => sql`(${r.budgetId}, ${r.range.from}, ${r.range.to}, ${sql.lit(r.sign)})`);
    const query = sql<SpendSumRow>`
      with runs (budget_id, low, high, sign) as (values ${sql.join(values)})
      select s.budget_id, s.currency, s.rate_key, sum(s.amount * runs.sign) as amount
      from runs join ${table} s on s.budget_id = runs.budget_id
        and ${key} >= runs.low and ${key} <= runs.high
      group by s.budget_id, s.currency, s.rate_key`;
    rows.push(...(await query.execute(db)).rows);
  }
  return rows;
}

/**
 * Every unit's runs in one PostgreSQL statement, the runs passed as arrays (four parameters
 * per unit, however many budgets: a list of values cost its parse and plan on every call).
 * PostgreSQL cannot estimate a join to such runs and scanned the whole day table (230 ms at
 * 1,000,000 transactions); a lateral subquery per run makes it an index range per run, and
 * `offset 0` keeps PostgreSQL from flattening it back into that join.
 */
async function postgresSpendOfRuns(db: Db, runs: Record<Unit, Run[]>): Promise<SpendSumRow[]> {
  const arms = (Object.keys(TABLES) as Unit[])
    .filter((unit) => runs[unit].length > 0)
    .map((unit) => {
      const [table, key, list] = [sql.table(TABLES[unit]), sql.ref(`s.${unit}`), runs[unit]];
      return sql`select runs.budget_id, s.currency, s.rate_key, s.amount * runs.sign as amount
        from unnest(${list.map((r) => r.budgetId)}::text[], ${list.map((r) => r.range.from)}::text[],
          ${list.map((r) => r.range.to)}::text[], ${list.map((r) => r.sign)}::int[])
          as runs (budget_id, low, high, sign)
        cross join lateral (
          select s.currency, s.rate_key, s.amount from ${table} s
          where s.budget_id = runs.budget_id and ${key} >= runs.low and ${key} <= runs.high
          offset 0) s`;
    });
  if (arms.length === 0) return [];
  const query = sql<SpendSumRow>`
    select budget_id, currency, rate_key, sum(amount) as amount
    from (${sql.join(arms, sql` union all `)}) spend
    group by budget_id, currency, rate_key`;
  return (await query.execute(db)).rows;
}

/**
 * What each budget spent on its days, by currency and rate key: whole years and months from the
 * calendar rollups the write path keeps, the days at the ends from the day rows (or a whole
 * month or year less the days and months beyond a range that ends today), so a daily budget over
 * ten years reads about a hundred rows instead of its 3,650 periods. Day rows are kept for days
 * outside the budget's range too, so days taken away are cut to its range, as its months are.
 */
export async function spendOver(db: Db, ranges: SpendRange[]) {
  const runs: Record<Unit, Run[]> = { year: [], month: [], day: [] };
  const horizon = horizonDay();
  // Budgets of one period type often share their first and last periods: each range is split
  // once (the seeded household's one-year report: 42 ranges for 93 budgets).
  const splits = new Map<string, RangeParts>();
  for (const { budgetId, days, schedule } of ranges) {
    const key = `${days.from}|${days.to}`;
    let parts = splits.get(key);
    if (!parts) splits.set(key, (parts = splitRange(days, { years: true, horizon })));
    const within = (r: DayRange) => ({
      from: r.from > schedule.from ? r.from : schedule.from,
      to: r.to < schedule.to ? r.to : schedule.to,
    });
    const add = (unit: Unit, list: DayRange[], sign: 1 | -1) =>
      runs[unit].push(...list.map((range) => ({ budgetId, range, sign })));
    add('year', parts.years, 1);
    add('month', parts.months, 1);
    add('day', parts.days, 1);
    add('month', parts.minusMonths, -1);
    add(
      'day',
      parts.minusDays.map(within).filter((r) => r.from <= r.to),
      -1,
    );
  }
  if (isPostgres(db as Kysely<Database>)) return postgresSpendOfRuns(db, runs);
  const rows: SpendSumRow[] = [];
  for (const unit of ['year', 'month', 'day'] as const)
    rows.push(...(await sqliteSpendOfRuns(db, unit, runs[unit])));
  return rows;
}
