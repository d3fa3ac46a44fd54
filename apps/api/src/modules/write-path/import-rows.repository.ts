import type { Insertable, Kysely, Transaction } from 'kysely';
import type { Database, ImportBatchesTable } from '../../db/schema.ts';
import { linksRead } from './category-parts.ts';
import type { TransactionInput } from './transaction-shape.ts';

type Db = Kysely<Database> | Transaction<Database>;
type Trx = Transaction<Database>;
export type ImportBatchRow = Insertable<ImportBatchesTable> & { id: string; group_id: string };

export async function insertImportBatch(trx: Trx, row: ImportBatchRow): Promise<void> {
  await trx.insertInto('import_batches').values(row).execute();
}

/** The batch's counts once written: what went in, and what was skipped as already present. */
export async function countImportBatch(
  trx: Trx,
  row: ImportBatchRow,
  imported: number,
  skippedUnderLock: number,
): Promise<void> {
  await trx
    .updateTable('import_batches')
    .set({ imported_count: imported, duplicate_count: row.duplicate_count + skippedUnderLock })
    .where('id', '=', row.id)
    .execute();
}

/** Which of these bank ids the group already holds. */
export async function presentBankIds(db: Db, groupId: string, ids: string[]): Promise<Set<string>> {
  const found = new Set<string>();
  for (let i = 0; i < ids.length; i += 400) {
    const rows = await db
      .selectFrom('transactions')
      .select('bank_id')
      .where('group_id', '=', groupId)
      .where('bank_id', 'in', ids.slice(i, i + 400))
      .execute();
    for (const row of rows) if (row.bank_id !== null) found.add(row.bank_id);
  }
  return found;
}

/** Under the lock: the batch without rows whose bank id is present, unless kept. */
export async function withoutPresent<
  T extends TransactionInput & { bankId?: string | null; keepDuplicate?: boolean },
>(trx: Trx, groupId: string, batch: T[]): Promise<T[]> {
  const ids = batch.flatMap((input) =>
    input.bankId && !input.keepDuplicate ? [input.bankId] : [],
  );
  if (ids.length === 0) return batch;
  const present = await presentBankIds(trx, groupId, ids);
  return batch.filter(
    (input) => input.keepDuplicate || !input.bankId || !present.has(input.bankId),
  );
}

export async function groupOfImportBatch(db: Db, batchId: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('import_batches')
    .select('group_id')
    .where('id', '=', batchId)
    .executeTakeFirst();
  return row?.group_id;
}

export async function findImportBatch(trx: Trx, batchId: string) {
  return trx.selectFrom('import_batches').selectAll().where('id', '=', batchId).executeTakeFirst();
}

/** One of the batch's transactions that a reconciliation locked, if any. */
export async function reconciledRowOfBatch(trx: Trx, batchId: string) {
  return trx
    .selectFrom('transactions')
    .select(['reconciled', 'to_reconciled'])
    .where('import_batch_id', '=', batchId)
    .where((eb) => eb.or([eb('reconciled', '=', 1), eb('to_reconciled', '=', 1)]))
    .limit(1)
    .executeTakeFirst();
}

/** Up to `limit` of the batch's transactions, with their category ids. */
export async function rowsOfImportBatch(trx: Trx, batchId: string, limit: number) {
  const rows = await trx
    .selectFrom('transactions')
    .selectAll()
    .where('import_batch_id', '=', batchId)
    .orderBy('id')
    .limit(limit)
    .execute();
  const links =
    rows.length === 0
      ? []
      : await trx
          .selectFrom('transaction_categories')
          .select(['transaction_id', 'category_id', 'amount'])
          .where(
            'transaction_id',
            'in',
            rows.map((row) => row.id),
          )
          .execute();
  return rows.map((row) => ({
    row,
    ...linksRead(links.filter((l) => l.transaction_id === row.id)),
  }));
}

export async function markImportUndone(trx: Trx, batchId: string, at: string): Promise<void> {
  await trx
    .updateTable('import_batches')
    .set({ undone_at: at })
    .where('id', '=', batchId)
    .execute();
}
