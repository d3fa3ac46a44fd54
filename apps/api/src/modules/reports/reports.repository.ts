import { TransactionType } from '@budget/contract';
import { sql, type Kysely, type RawBuilder, type Transaction } from 'kysely';
import { isPostgres } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** The categories of money sums that hold every transaction once: the totals. */
export const ALL = '*';

/** What a sums query reads, and the columns its rows are summed by. */
export interface SumsQuery {
  groupIds: string[];
  /** The categories to read ('*' the totals, '' the uncategorised). */
  categories: string[];
  types: number[];
  byGroup: boolean;
  byCategory: boolean;
  /** Sum per month (day and month rows only). */
  byMonth: boolean;
}

export interface SumRow {
  group_id: string | null;
  category_id: string | null;
  month: string | null;
  rate_day: string;
  transaction_type: number;
  currency: number;
  transaction_count: number;
  amount: number;
}

function columns(
  query: SumsQuery,
  month: RawBuilder<string> | null,
  rateDay: RawBuilder<string>,
  summed = true,
) {
  const none = sql<string | null>`null`;
  const column = (name: string) => sql<string | null>`${sql.ref(name)}`;
  const total = (name: string) =>
    summed ? sql<number>`sum(${sql.ref(name)})` : sql<number>`${sql.ref(name)}`;
  return [
    (query.byGroup ? column('group_id') : none).as('group_id'),
    (query.byCategory ? column('category_id') : none).as('category_id'),
    (query.byMonth && month ? month : none).as('month'),
    rateDay.as('rate_day'),
    sql<number>`transaction_type`.as('transaction_type'),
    sql<number>`currency`.as('currency'),
    total('transaction_count').as('transaction_count'),
    total('amount').as('amount'),
  ];
}

/**
 * The columns summed by, as their positions in the select list: an expression with parameters
 * (the rate day's case) would not be recognised as the same expression by PostgreSQL.
 */
function groupBy(query: SumsQuery, month: RawBuilder<string> | null) {
  const positions = [
    ...(query.byGroup ? [1] : []),
    ...(query.byCategory ? [2] : []),
    ...(query.byMonth && month ? [3] : []),
    4,
    5,
    6,
  ];
  return sql.join(positions.map((position) => sql.lit(position)));
}

/** Month (yyyy-MM) or year (yyyy) sums over a run of periods, summed in the database. */
export async function periodSums(
  db: Db,
  table: 'money_month_sums' | 'money_year_sums',
  query: SumsQuery,
  from: string,
  to: string,
): Promise<SumRow[]> {
  if (query.groupIds.length === 0 || query.categories.length === 0) return [];
  const period = sql.ref(table === 'money_month_sums' ? 'month' : 'year');
  const rateDay = sql<string>`rate_day`;
  const month = table === 'money_month_sums' ? sql<string>`${period}` : null;
  // Month rows of one group and one category, by month, are already the sums asked for (the key
  // holds every column summed by): reading them as they are spares sorting a thousand rows.
  const asStored =
    month !== null &&
    query.byMonth &&
    (query.byGroup || query.groupIds.length === 1) &&
    (query.byCategory || query.categories.length === 1);
  const result = await sql<SumRow>`
    select ${sql.join(columns(query, month, rateDay, !asStored))} from ${sql.table(table)}
    where group_id in (${sql.join(query.groupIds)})
      and category_id in (${sql.join(query.categories)})
      and transaction_type in (${sql.join(query.types)})
      and ${period} >= ${from} and ${period} <= ${to}
    ${asStored ? sql`` : sql`group by ${groupBy(query, month)}`}`.execute(db);
  return result.rows;
}

/**
 * Day sums over a few days, summed in the database per rate day: `rateDays` are the rate day
 * of the first day and every table's date after it within the range, ascending.
 */
export async function daySums(
  db: Db,
  query: SumsQuery,
  from: string,
  to: string,
  rateDays: string[],
): Promise<SumRow[]> {
  if (query.groupIds.length === 0 || query.categories.length === 0) return [];
  const [first = '', ...later] = rateDays;
  const branches = later.reverse().map((day) => sql`when day >= ${day} then ${day}`);
  const rateDay =
    branches.length === 0
      ? sql<string>`cast(${first} as text)`
      : sql<string>`case ${sql.join(branches, sql` `)} else ${first} end`;
  const month = sql<string>`substr(day, 1, 7)`;
  const result = await sql<SumRow>`
    select ${sql.join(columns(query, month, rateDay))} from money_day_sums
    where group_id in (${sql.join(query.groupIds)})
      and day >= ${from} and day <= ${to}
      and category_id in (${sql.join(query.categories)})
      and transaction_type in (${sql.join(query.types)})
    group by ${groupBy(query, month)}`.execute(db);
  return result.rows;
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

/** Where a search for the largest expenses reads from (see largest-expenses.ts). */
export type ExpenseScan = 'by-amount' | 'by-date';

/**
 * A group's expenses in one currency within the range, largest first (most negative amount),
 * after the given one. `by-amount` walks the (group, type, currency, amount, date, id) index,
 * skipping dates outside the range, and suits ranges holding much of the history; `by-date`
 * reads the range off the (group, type, date) index and sorts it, for short ranges. SQLite is
 * told which (its planner cannot know how much of the history a range holds); PostgreSQL's
 * statistics let it choose.
 */
export async function expensesByAmount(
  db: Db,
  scan: ExpenseScan,
  where: { groupId: string; currency: number; from: string; to: string },
  limit: number,
  after?: { amount: number; date: string; id: string },
): Promise<ExpenseRow[]> {
  const index =
    scan === 'by-amount'
      ? sql`indexed by transactions_group_type_currency_amount`
      : sql`indexed by transactions_group_type_date`;
  // The index's order, which is also the report's among equal values (largest-expenses.ts).
  const keyset = after
    ? sql`and (amount > ${after.amount} or (amount = ${after.amount} and (date > ${after.date}
        or (date = ${after.date} and id > ${after.id}))))`
    : sql``;
  const result = await sql<ExpenseRow>`
    select id, name, date, amount from transactions ${isPostgres(db) ? sql`` : index}
    where group_id = ${where.groupId} and transaction_type = ${TransactionType.Expense}
      and currency = ${where.currency} and date >= ${where.from} and date <= ${where.to}
      ${keyset}
    order by amount, date, id
    limit ${limit}`.execute(db);
  return result.rows;
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
  /** Its category ids joined by commas ('' for none). */
  category_ids: string;
}

/**
 * The next transactions of an export, oldest first, after the last one sent: each group's rows
 * are read in date order off its (group, date, id) index from the last row on (a row-value
 * comparison, which both databases turn into an index range), and the groups merged, so every
 * batch costs its own size whatever the history before it. Categories come as the copy of its
 * links each row keeps, so no link is looked up.
 */
export async function exportBatch(
  db: Db,
  groupIds: string[],
  fromDay: string,
  toDay: string,
  limit: number,
  after?: { date: string; id: string },
): Promise<ExportRow[]> {
  if (groupIds.length === 0) return [];
  const start = after
    ? sql`and (date, id) > (${after.date}, ${after.id})`
    : sql`and date >= ${fromDay}`;
  const arm = (groupId: string) => sql`select * from (
      select id, group_id, transaction_type, name, description, date, amount, currency,
        category_ids
      from transactions
      where group_id = ${groupId} ${start} and date <= ${toDay}
      order by date, id
      limit ${limit}) arm`;
  const result = await sql<ExportRow>`
    ${sql.join(groupIds.map(arm), sql` union all `)}
    order by date, id
    limit ${limit}`.execute(db);
  return result.rows;
}

/** How many expenses each group holds per currency, from the running totals. */
export async function expenseCounts(db: Db, groupIds: string[]) {
  if (groupIds.length === 0) return [];
  return db
    .selectFrom('transaction_totals')
    .select(['group_id', 'currency', 'transaction_count'])
    .where('group_id', 'in', groupIds)
    .where('transaction_type', '=', TransactionType.Expense)
    .execute();
}
