import { transactionSearchText } from '@budget/contract';
import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import { isPostgres } from '../../db/database.ts';
import type { Database, TransactionsTable } from '../../db/schema.ts';
import { linksRead, type Parts } from './category-parts.ts';
import { partOfColumn } from './category-parts.repository.ts';
import { upsertStatements, type Statement } from './derived.repository.ts';

type Db = Kysely<Database> | Transaction<Database>;
type Trx = Transaction<Database>;
/**
 * A transaction as written; its search text is derived from it on every write, and its count of
 * attachments is the attachments' own writes' (attachment-writes.ts), never copied with a row.
 */
export type TransactionRow = Omit<
  Selectable<TransactionsTable>,
  'search_text' | 'attachment_count'
>;

const withSearchText = (
  row: TransactionRow,
): Omit<Selectable<TransactionsTable>, 'attachment_count'> => {
  const { attachment_count: _count, ...written } = row as TransactionRow & {
    attachment_count?: unknown;
  };
  return { ...written, search_text: transactionSearchText(row.name, row.description) };
};

/** Rows per multi-row insert: well inside SQLite's and PostgreSQL's limits on parameters. */
const BATCH = 400;

/** The group of a transaction, read before any lock to know which group to lock. */
export async function groupOfTransaction(db: Db, id: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('transactions')
    .select('group_id')
    .where('id', '=', id)
    .executeTakeFirst();
  return row?.group_id;
}

/**
 * The stored transaction with its category ids and parts, or undefined when it is gone: one
 * statement.
 */
export async function findTransaction(trx: Trx, id: string) {
  const rows = await trx
    .selectFrom('transactions as t')
    .leftJoin('transaction_categories as tc', 'tc.transaction_id', 't.id')
    .selectAll('t')
    .select(['tc.category_id', 'tc.amount as part'])
    .where('t.id', '=', id)
    .execute();
  const [first] = rows;
  if (!first) return undefined;
  const { category_id: _category, part: _part, ...row } = first;
  return { row, ...linksRead(rows.map((r) => ({ category_id: r.category_id, amount: r.part }))) };
}

/** Writes a stored transaction's new state (all but its id and creation). */
export function updateTransactionStatement(row: TransactionRow): Statement {
  const { id, created_at: _created, created_by: _by, ...changes } = withSearchText(row);
  const sets = Object.entries(changes).map(([column, value]) => sql`${sql.ref(column)} = ${value}`);
  return {
    query: sql`update transactions set ${sql.join(sets)} where id = ${id}`,
    parameters: sets.length + 1,
  };
}

/** Writes a new transaction, among the write's other statements. */
export function insertTransactionStatements(row: TransactionRow): Statement[] {
  return upsertStatements('transactions', [withSearchText(row)], [], []);
}

export function deleteTransactionStatement(id: string): Statement {
  return { query: sql`delete from transactions where id = ${id}`, parameters: 1 };
}

/**
 * Links a transaction to those of the categories that belong to the group, each with its part
 * (null: none); `check` learns how many those were (fewer than asked: some are not the group's,
 * or are gone).
 */
export function linkStatement(
  transactionId: string,
  groupId: string,
  categoryIds: string[],
  check: (linked: number) => Promise<void>,
  parts: Parts = null,
): Statement {
  const part = partOfColumn('id', parts);
  return {
    query: sql`insert into transaction_categories (transaction_id, category_id, amount)
      select cast(${transactionId} as text), id, ${part.value} from categories
      where group_id = ${groupId} and id in (${sql.join(categoryIds)})`,
    parameters: categoryIds.length + 2 + part.parameters,
    check,
  };
}

/** Removes a transaction's links, but those to the categories kept. */
export function unlinkStatement(transactionId: string, kept: string[]): Statement {
  const except = kept.length > 0 ? sql` and category_id not in (${sql.join(kept)})` : sql``;
  return {
    query: sql`delete from transaction_categories where transaction_id = ${transactionId}${except}`,
    parameters: kept.length + 1,
  };
}

export async function insertTransactions(trx: Trx, rows: TransactionRow[]): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH) {
    await trx
      .insertInto('transactions')
      .values(rows.slice(i, i + BATCH).map(withSearchText))
      .execute();
  }
}

export interface CategoryLink {
  transaction_id: string;
  category_id: string;
  /** The category's part (minor units, signed); null: no parts. */
  amount: number | null;
}

export async function insertLinks(trx: Trx, links: CategoryLink[]): Promise<void> {
  for (let i = 0; i < links.length; i += BATCH) {
    await trx
      .insertInto('transaction_categories')
      .values(links.slice(i, i + BATCH))
      .execute();
  }
}

/** A transaction's links as the copy on its row keeps them: ids in code-unit order, joined. */
function linkedList(trx: Trx, except?: string) {
  const binary = isPostgres(trx) ? sql`collate "C"` : sql``;
  const without = except === undefined ? sql`` : sql`and tc.category_id <> ${except}`;
  return sql<string>`coalesce((
    select string_agg(tc.category_id, ',' order by tc.category_id ${binary})
    from transaction_categories tc where tc.transaction_id = transactions.id ${without}), '')`;
}

/** Takes a category out of the lists of the transactions linked to it (it is being deleted). */
export async function dropFromCategoryLists(trx: Trx, categoryId: string): Promise<void> {
  await sql`update transactions set category_ids = ${linkedList(trx, categoryId)}
    where id in (select transaction_id from transaction_categories where category_id = ${categoryId})`.execute(
    trx,
  );
}

/** The group's transactions whose copy of their links differs from the links. */
export async function categoryListDifferences(trx: Trx, groupId: string) {
  const result = await sql<{ id: string; stored: string; linked: string }>`
    select id, category_ids as stored, ${linkedList(trx)} as linked from transactions
    where group_id = ${groupId} and category_ids <> ${linkedList(trx)}`.execute(trx);
  return result.rows;
}

export async function setCategoryList(trx: Trx, id: string, list: string): Promise<void> {
  await trx.updateTable('transactions').set({ category_ids: list }).where('id', '=', id).execute();
}
