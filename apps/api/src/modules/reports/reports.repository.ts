import { TransactionType } from '@budget/contract';
import { sql, type Kysely, type Transaction } from 'kysely';
import { isPostgres } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** The groups' names and their categories, in one read. */
export async function groupsAndCategories(db: Db, groupIds: string[]) {
  const names = new Map<string, string>();
  const categories: { id: string; name: string; group_id: string }[] = [];
  if (groupIds.length === 0) return { names, categories };
  const rows = await db
    .selectFrom('groups')
    .leftJoin('categories', 'categories.group_id', 'groups.id')
    .select(['groups.id as group_id', 'groups.name as group_name'])
    .select(['categories.id', 'categories.name'])
    .where('groups.id', 'in', groupIds)
    .execute();
  for (const row of rows) {
    names.set(row.group_id, row.group_name);
    if (row.id !== null && row.name !== null)
      categories.push({ id: row.id, name: row.name, group_id: row.group_id });
  }
  return { names, categories };
}

/** The tags of the groups. */
export async function tagsOfGroups(db: Db, groupIds: string[]) {
  if (groupIds.length === 0) return [];
  return db
    .selectFrom('tags')
    .select(['id', 'name', 'group_id'])
    .where('group_id', 'in', groupIds)
    .execute();
}

export interface ExpenseRow {
  id: string;
  name: string;
  date: string;
  amount: number;
}

/** Where a search for the largest expenses reads from (see largest-expenses.ts). */
export type ExpenseScan = 'by-amount' | 'by-date';

/** A group's expenses in one currency within the range, read one way. */
export interface ExpenseRead {
  scan: ExpenseScan;
  where: { groupId: string; currency: number; from: string; to: string };
}

/**
 * A group's expenses in one currency within the range, largest first (most negative amount),
 * after the given one. `by-amount` walks the (group, type, currency, amount, date, id) index,
 * skipping dates outside the range, and suits ranges holding much of the history; `by-date`
 * reads the range off the (group, type, date) index and sorts it, for short ranges. SQLite is
 * told which (its planner cannot know how much of the history a range holds); PostgreSQL's
 * statistics let it choose.
 */
function expensesArm(
  db: Db,
  read: ExpenseRead,
  limit: number,
  after?: { amount: number; date: string; id: string },
) {
  const index =
    read.scan === 'by-amount'
      ? sql`indexed by transactions_group_type_currency_amount`
      : sql`indexed by transactions_group_type_date`;
  const where = read.where;
  // The index's order, which is also the report's among equal values (largest-expenses.ts).
  const keyset = after
    ? sql`and (amount > ${after.amount} or (amount = ${after.amount} and (date > ${after.date}
        or (date = ${after.date} and id > ${after.id}))))`
    : sql``;
  return sql<ExpenseRow>`
    select id, name, date, amount from transactions ${isPostgres(db) ? sql`` : index}
    where group_id = ${where.groupId} and transaction_type = ${TransactionType.Expense}
      and currency = ${where.currency} and date >= ${where.from} and date <= ${where.to}
      ${keyset}
    order by amount, date, id
    limit ${limit}`;
}

export async function expensesByAmount(
  db: Db,
  read: ExpenseRead,
  limit: number,
  after?: { amount: number; date: string; id: string },
): Promise<ExpenseRow[]> {
  return (await expensesArm(db, read, limit, after).execute(db)).rows;
}

/** Reads per statement: SQLite refuses a compound select of more than 500 terms. */
const READS_PER_STATEMENT = 200;

/** The first expenses of several reads in one statement: each read's rows, in its order. */
export async function firstExpensesOf(
  db: Db,
  reads: ExpenseRead[],
  limit: number,
): Promise<ExpenseRow[][]> {
  const found = reads.map((): ExpenseRow[] => []);
  for (let first = 0; first < reads.length; first += READS_PER_STATEMENT) {
    const arms = reads
      .slice(first, first + READS_PER_STATEMENT)
      .map(
        (read, index) =>
          sql`select e.*, ${sql.lit(first + index)} as read from (${expensesArm(db, read, limit)}) e`,
      );
    // A union keeps no order of its own: the rows are sorted again, by the database's collation.
    const { rows } = await sql<ExpenseRow & { read: number }>`${sql.join(arms, sql` union all `)}
      order by read, amount, date, id`.execute(db);
    for (const { read, ...row } of rows) found[Number(read)]?.push(row);
  }
  return found;
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
  /** Its tag ids, the same way. */
  tag_ids: string;
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
        category_ids, coalesce((select string_agg(tt.tag_id, ',') from transaction_tags tt
          where tt.transaction_id = transactions.id), '') as tag_ids
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

/** The groups' time zones (null: the server's), where each group's "this month" is. */
export async function groupTimeZones(db: Db, groupIds: string[]) {
  if (groupIds.length === 0) return [];
  return db.selectFrom('groups').select(['id', 'time_zone']).where('id', 'in', groupIds).execute();
}

/**
 * The tagged expenses of the range per tag, currency and day (the day's rate converts them):
 * read from the rows, as no running total is kept per tag (docs/decisions.md, 'Tags').
 */
export async function tagExpenseSums(db: Db, groupIds: string[], from: string, to: string) {
  if (groupIds.length === 0) return [];
  return db
    .selectFrom('transaction_tags as tt')
    .innerJoin('transactions as t', 't.id', 'tt.transaction_id')
    .select(['tt.tag_id', 't.currency', 't.date'])
    .select((eb) => [
      eb.fn.countAll<number>().as('count'),
      eb.fn.sum<number>('t.amount').as('amount'),
    ])
    .where('t.group_id', 'in', groupIds)
    .where('t.transaction_type', '=', TransactionType.Expense)
    .where('t.date', '>=', from)
    .where('t.date', '<=', to)
    .groupBy(['tt.tag_id', 't.currency', 't.date'])
    .execute();
}
