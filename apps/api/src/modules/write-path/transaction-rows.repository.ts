import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { Database, TransactionsTable } from '../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;
type Trx = Transaction<Database>;
export type TransactionRow = Selectable<TransactionsTable>;

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

/** The stored transaction with its category ids, or undefined when it is gone. */
export async function findTransaction(trx: Trx, id: string) {
  const row = await trx
    .selectFrom('transactions')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  const links = await trx
    .selectFrom('transaction_categories')
    .select('category_id')
    .where('transaction_id', '=', id)
    .execute();
  return { row, categoryIds: links.map((link) => link.category_id) };
}

export async function insertTransactions(trx: Trx, rows: TransactionRow[]): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH) {
    await trx
      .insertInto('transactions')
      .values(rows.slice(i, i + BATCH))
      .execute();
  }
}

export async function updateTransaction(trx: Trx, row: TransactionRow): Promise<void> {
  const { id, created_at: _created, created_by: _by, ...changes } = row;
  await trx.updateTable('transactions').set(changes).where('id', '=', id).execute();
}

export async function deleteTransaction(trx: Trx, id: string): Promise<void> {
  await trx.deleteFrom('transactions').where('id', '=', id).execute();
}

export interface CategoryLink {
  transaction_id: string;
  category_id: string;
}

export async function insertLinks(trx: Trx, links: CategoryLink[]): Promise<void> {
  for (let i = 0; i < links.length; i += BATCH) {
    await trx
      .insertInto('transaction_categories')
      .values(links.slice(i, i + BATCH))
      .execute();
  }
}

/**
 * Links a transaction to those of the categories that belong to the group, in one statement, and
 * says how many those were (fewer than asked: some are not the group's, or are gone).
 */
export async function linkCategoriesOfGroup(
  trx: Trx,
  transactionId: string,
  groupId: string,
  categoryIds: string[],
): Promise<number> {
  if (categoryIds.length === 0) return 0;
  const result = await trx
    .insertInto('transaction_categories')
    .columns(['transaction_id', 'category_id'])
    .expression((eb) =>
      eb
        .selectFrom('categories')
        .select([sql<string>`cast(${transactionId} as text)`.as('transaction_id'), 'id'])
        .where('group_id', '=', groupId)
        .where('id', 'in', categoryIds),
    )
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0);
}

export async function unlinkCategories(trx: Trx, transactionId: string): Promise<void> {
  await trx
    .deleteFrom('transaction_categories')
    .where('transaction_id', '=', transactionId)
    .execute();
}
