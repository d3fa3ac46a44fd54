import type { Kysely, Selectable, Transaction } from 'kysely';
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

export async function replaceLinks(trx: Trx, transactionId: string, categoryIds: string[]) {
  await trx
    .deleteFrom('transaction_categories')
    .where('transaction_id', '=', transactionId)
    .execute();
  await insertLinks(
    trx,
    categoryIds.map((category_id) => ({ transaction_id: transactionId, category_id })),
  );
}
