import { sql, type RawBuilder, type Transaction } from 'kysely';
import { isPostgres } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';

type Trx = Transaction<Database>;

/** Rows per statement: far inside SQLite's and PostgreSQL's limits on parameters. */
const BATCH = 400;
/** Parameters per round trip when statements travel together (PostgreSQL allows 65,535). */
const PARAMETERS_PER_TRIP = 20_000;

/** A statement of a write and how many parameters it binds. */
export interface Statement {
  query: RawBuilder<unknown>;
  parameters: number;
  /** For an insert: called with how many rows it inserted, once the statements have run. */
  check?: (inserted: number) => Promise<void>;
}

/**
 * Statements adding rows into a rollup table: a row whose key exists adds its `add` columns to
 * the stored ones (and overwrites its `replace` columns). Rows must have distinct keys (callers
 * aggregate first) and come sorted, so concurrent writers would meet rows in the same order.
 * Without a key, plain inserts.
 */
export function upsertStatements<T extends object>(
  table: keyof Database,
  rows: T[],
  key: (keyof T & string)[],
  add: (keyof T & string)[],
  replace: (keyof T & string)[] = [],
): Statement[] {
  const first = rows[0];
  if (!first) return [];
  const columns = Object.keys(first) as (keyof T & string)[];
  const updates = [
    ...add.map(
      (c) => sql`${sql.ref(c)} = ${sql.ref(`${table}.${c}`)} + ${sql.ref(`excluded.${c}`)}`,
    ),
    ...replace.map((c) => sql`${sql.ref(c)} = ${sql.ref(`excluded.${c}`)}`),
  ];
  const onConflict =
    key.length === 0
      ? sql``
      : sql`on conflict (${sql.join(key.map((c) => sql.ref(c)))}) ${
          updates.length > 0 ? sql`do update set ${sql.join(updates)}` : sql`do nothing`
        }`;
  const statements: Statement[] = [];
  for (let i = 0; i < rows.length; i += BATCH) {
    const batch = rows.slice(i, i + BATCH);
    const values = batch.map((row) => sql`(${sql.join(columns.map((c) => row[c]))})`);
    statements.push({
      query: sql`insert into ${sql.table(table)} (${sql.join(columns.map((c) => sql.ref(c)))})
        values ${sql.join(values)} ${onConflict}`,
      parameters: batch.length * columns.length,
    });
  }
  return statements;
}

/**
 * Runs statements in order, then their checks. On PostgreSQL consecutive ones travel together as
 * data-modifying CTEs of one statement, one round trip instead of several while the group's lock
 * is held (they touch distinct rows, and none reads what another writes).
 */
export async function runStatements(trx: Trx, statements: Statement[]): Promise<void> {
  const checks: (() => Promise<void>)[] = [];
  const run = async (trip: Statement[]) => {
    if (trip.length === 1 || !isPostgres(trx)) {
      for (const { query, check } of trip) {
        const result = await query.execute(trx);
        if (check) checks.push(() => check(Number(result.numAffectedRows ?? 0)));
      }
      return;
    }
    const parts = trip.map(({ query, check }, i) =>
      check
        ? sql`${sql.ref(`w${i}`)} as (${query} returning 1)`
        : sql`${sql.ref(`w${i}`)} as (${query})`,
    );
    const counts = trip.flatMap(({ check }, i) =>
      check ? [sql`(select count(*) from ${sql.ref(`w${i}`)}) as ${sql.ref(`c${i}`)}`] : [],
    );
    const result = await sql<Record<string, number>>`with ${sql.join(parts)}
      select ${counts.length > 0 ? sql.join(counts) : sql`1`}`.execute(trx);
    const row = result.rows[0] ?? {};
    trip.forEach(({ check }, i) => {
      if (check) checks.push(() => check(Number(row[`c${i}`] ?? 0)));
    });
  };
  let trip: Statement[] = [];
  let parameters = 0;
  for (const statement of statements) {
    if (trip.length > 0 && parameters + statement.parameters > PARAMETERS_PER_TRIP) {
      await run(trip);
      [trip, parameters] = [[], 0];
    }
    trip.push(statement);
    parameters += statement.parameters;
  }
  if (trip.length > 0) await run(trip);
  for (const check of checks) await check();
}

/** Adds rows into a rollup table (see upsertStatements). */
export async function upsertAdding<T extends object>(
  trx: Trx,
  ...args: Parameters<typeof upsertStatements<T>>
): Promise<void> {
  await runStatements(trx, upsertStatements(...args));
}

/** Every budget of the groups with the categories it counts (none: every expense). */
export async function budgetRulesOf(trx: Trx, groupIds: string[]) {
  if (groupIds.length === 0) return [];
  return trx
    .selectFrom('budgets as b')
    .leftJoin('budget_categories as bc', 'bc.budget_id', 'b.id')
    .select([
      'b.id',
      'b.group_id',
      'b.currency',
      'b.period_type',
      'b.start_date',
      'b.end_date',
      'bc.category_id',
    ])
    .where('b.group_id', 'in', groupIds)
    .orderBy('b.id')
    .execute();
}

export async function clearBudgetSpend(trx: Trx, budgetId: string): Promise<void> {
  await trx.deleteFrom('budget_spend_days').where('budget_id', '=', budgetId).execute();
  await clearBudgetPeriods(trx, budgetId);
}

/** Clears what a budget's day rows sum to: its period, month and year rows. */
export async function clearBudgetPeriods(trx: Trx, budgetId: string): Promise<void> {
  for (const table of [
    'budget_spend_periods',
    'budget_spend_months',
    'budget_spend_years',
  ] as const)
    await trx.deleteFrom(table).where('budget_id', '=', budgetId).execute();
}

/** A budget's day rows, from a day on when given. */
export async function spendDaysOf(trx: Trx, budgetId: string, fromDay = '') {
  return trx
    .selectFrom('budget_spend_days')
    .select(['day', 'currency', 'rate_key', 'amount'])
    .where('budget_id', '=', budgetId)
    .where('day', '>=', fromDay)
    .orderBy('day')
    .orderBy('currency')
    .execute();
}

export async function spendPeriodsOf(trx: Trx, budgetId: string) {
  return trx
    .selectFrom('budget_spend_periods')
    .select(['period_start', 'currency', 'rate_key', 'amount'])
    .where('budget_id', '=', budgetId)
    .execute();
}

/** A budget's month and year rows, each period (yyyy-MM or yyyy) as `period`. */
export async function spendCalendarOf(trx: Trx, budgetId: string, unit: 'month' | 'year') {
  const table = unit === 'month' ? 'budget_spend_months' : 'budget_spend_years';
  return trx
    .selectFrom(table)
    .select([sql<string>`${sql.ref(unit)}`.as('period'), 'currency', 'rate_key', 'amount'])
    .where('budget_id', '=', budgetId)
    .execute();
}

export async function setSpendRateKey(
  trx: Trx,
  budgetId: string,
  day: string,
  currency: number,
  rateKey: string,
): Promise<void> {
  await trx
    .updateTable('budget_spend_days')
    .set({ rate_key: rateKey })
    .where('budget_id', '=', budgetId)
    .where('day', '=', day)
    .where('currency', '=', currency)
    .execute();
}

export async function totalsOf(trx: Trx, groupId: string) {
  return trx
    .selectFrom('transaction_totals')
    .select(['transaction_type', 'currency', 'transaction_count', 'amount'])
    .where('group_id', '=', groupId)
    .execute();
}

export async function monthCountsOf(trx: Trx, groupId: string) {
  return trx
    .selectFrom('transaction_month_counts')
    .select(['transaction_type', 'month', 'transaction_count'])
    .where('group_id', '=', groupId)
    .execute();
}

export async function dayCountsOf(trx: Trx, groupId: string) {
  return trx
    .selectFrom('transaction_day_counts')
    .select(['transaction_type', 'date', 'transaction_count'])
    .where('group_id', '=', groupId)
    .execute();
}

/** Drops the group's transaction rollups (a rebuild writes them anew). */
export async function clearGroupRollups(trx: Trx, groupId: string): Promise<void> {
  await trx.deleteFrom('transaction_totals').where('group_id', '=', groupId).execute();
  await trx.deleteFrom('transaction_month_counts').where('group_id', '=', groupId).execute();
  await trx.deleteFrom('transaction_day_counts').where('group_id', '=', groupId).execute();
}
