import { TransactionType } from '@budget/contract';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** The categories of money sums that hold every transaction once: the totals. */
export const ALL = '*';
const COUNTED_TYPES = [TransactionType.Expense, TransactionType.Income];

export interface SumRow {
  group_id: string;
  category_id: string;
  transaction_type: number;
  currency: number;
  transaction_count: number;
  amount: number;
}
export interface MonthSumRow extends SumRow {
  month: string;
  rate_day: string;
}
export interface DaySumRow extends SumRow {
  day: string;
}

/**
 * Month sums of the groups for a range of months, incomes and expenses only: the totals
 * (`categories` null) or the rows of the given categories ('' for the uncategorised).
 */
export async function monthSums(
  db: Db,
  groupIds: string[],
  categories: string[] | null,
  fromMonth: string,
  toMonth: string,
): Promise<MonthSumRow[]> {
  if (groupIds.length === 0 || categories?.length === 0) return [];
  return db
    .selectFrom('money_month_sums')
    .select(['group_id', 'category_id', 'month', 'rate_day', 'transaction_type', 'currency'])
    .select(['transaction_count', 'amount'])
    .where('group_id', 'in', groupIds)
    .where('category_id', 'in', categories ?? [ALL])
    .where('month', '>=', fromMonth)
    .where('month', '<=', toMonth)
    .where('transaction_type', 'in', COUNTED_TYPES)
    .execute();
}

/** Day sums of the groups for a few days: the totals, or every category's rows. */
export async function daySums(
  db: Db,
  groupIds: string[],
  totals: boolean,
  fromDay: string,
  toDay: string,
): Promise<DaySumRow[]> {
  if (groupIds.length === 0) return [];
  return db
    .selectFrom('money_day_sums')
    .select(['group_id', 'category_id', 'day', 'transaction_type', 'currency'])
    .select(['transaction_count', 'amount'])
    .where('group_id', 'in', groupIds)
    .where('day', '>=', fromDay)
    .where('day', '<=', toDay)
    .where('category_id', totals ? '=' : '<>', ALL)
    .where('transaction_type', 'in', COUNTED_TYPES)
    .execute();
}

export async function categoriesOf(db: Db, groupIds: string[]) {
  if (groupIds.length === 0) return [];
  return db
    .selectFrom('categories')
    .select(['id', 'name', 'group_id'])
    .where('group_id', 'in', groupIds)
    .execute();
}

export async function groupNames(db: Db, groupIds: string[]) {
  if (groupIds.length === 0) return new Map<string, string>();
  const rows = await db
    .selectFrom('groups')
    .select(['id', 'name'])
    .where('id', 'in', groupIds)
    .execute();
  return new Map(rows.map((row) => [row.id, row.name]));
}

export interface ExpenseRow {
  id: string;
  name: string;
  date: string;
  amount: number;
}

/**
 * A group's expenses in one currency within the range, largest first (most negative amount),
 * after the given one: read off the (group, type, currency, amount, date) index.
 */
export async function expensesByAmount(
  db: Db,
  groupId: string,
  currency: number,
  fromDay: string,
  toDay: string,
  limit: number,
  after?: { amount: number; id: string },
): Promise<ExpenseRow[]> {
  let query = db
    .selectFrom('transactions')
    .select(['id', 'name', 'date', 'amount'])
    .where('group_id', '=', groupId)
    .where('transaction_type', '=', TransactionType.Expense)
    .where('currency', '=', currency)
    .where('date', '>=', fromDay)
    .where('date', '<=', toDay);
  if (after) {
    query = query.where((eb) =>
      eb.or([
        eb('amount', '>', after.amount),
        eb.and([eb('amount', '=', after.amount), eb('id', '>', after.id)]),
      ]),
    );
  }
  return query.orderBy('amount').orderBy('id').limit(limit).execute();
}

export async function budgetsOf(db: Db, groupIds: string[]) {
  if (groupIds.length === 0) return [];
  return db
    .selectFrom('budgets')
    .select(['id', 'name', 'group_id', 'amount', 'currency', 'period_type'])
    .select(['start_date', 'end_date'])
    .where('group_id', 'in', groupIds)
    .orderBy('name')
    .orderBy('id')
    .execute();
}

export interface SpendRange {
  budgetId: string;
  fromPeriod: string;
  toPeriod: string;
}

/** SQLite allows 500 arms in one compound SELECT; longer lists take a few statements. */
const ARMS_PER_STATEMENT = 400;

/** What each budget spent in its periods that start within its range, by currency and key. */
export async function spendBetween(db: Db, ranges: SpendRange[]) {
  const rows: { budget_id: string; currency: number; rate_key: string; amount: number }[] = [];
  for (let i = 0; i < ranges.length; i += ARMS_PER_STATEMENT) {
    const arms = ranges.slice(i, i + ARMS_PER_STATEMENT).map(
      (r) => sql`select budget_id, currency, rate_key, sum(amount) as amount
        from budget_spend_periods
        where budget_id = ${r.budgetId} and period_start >= ${r.fromPeriod}
          and period_start <= ${r.toPeriod}
        group by budget_id, currency, rate_key`,
    );
    const result = await sql<(typeof rows)[number]>`${sql.join(arms, sql` union all `)}`.execute(
      db,
    );
    rows.push(...result.rows);
  }
  return rows;
}

export interface ExportRow {
  id: string;
  group_id: string;
  transaction_type: number;
  name: string;
  description: string | null;
  date: string;
  amount: number;
  currency: number;
}

/**
 * The next rows of an export, oldest first, after the last one sent: each group's rows are read
 * in date order off its (group, date, id) index, and the groups merged, so every batch costs its
 * own size whatever the history before it.
 */
export async function exportBatch(
  db: Db,
  groupIds: string[],
  fromDay: string,
  toDay: string,
  limit: number,
  after?: { date: string; id: string },
): Promise<ExportRow[]> {
  const arm = (groupId: string) => {
    let query = db
      .selectFrom('transactions')
      .select(['id', 'group_id', 'transaction_type', 'name', 'description', 'date'])
      .select(['amount', 'currency'])
      .where('group_id', '=', groupId)
      .where('date', '>=', fromDay)
      .where('date', '<=', toDay);
    if (after) {
      query = query.where((eb) =>
        eb.or([
          eb('date', '>', after.date),
          eb.and([eb('date', '=', after.date), eb('id', '>', after.id)]),
        ]),
      );
    }
    const ordered = query.orderBy('date').orderBy('id').limit(limit);
    return db.selectFrom(ordered.as('arm')).selectAll();
  };
  const [first, ...rest] = groupIds;
  if (first === undefined) return [];
  let query = arm(first);
  for (const groupId of rest) query = query.unionAll(arm(groupId));
  return query.orderBy('date').orderBy('id').limit(limit).execute();
}

/** The category names of each transaction, in name order. */
export async function categoryNamesOf(db: Db, transactionIds: string[]) {
  if (transactionIds.length === 0) return [];
  return db
    .selectFrom('transaction_categories')
    .innerJoin('categories', 'categories.id', 'transaction_categories.category_id')
    .select(['transaction_categories.transaction_id', 'categories.name'])
    .where('transaction_categories.transaction_id', 'in', transactionIds)
    .orderBy('categories.name_normalized')
    .execute();
}
