import { sql, type Kysely, type Transaction } from 'kysely';
import type { AttachmentsTable, Database } from '../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;
type Trx = Transaction<Database>;

/** The group an attachment is in now (its transaction's), read before any lock. */
export async function groupOfAttachment(db: Db, id: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('attachments as a')
    .innerJoin('transactions as t', 't.id', 'a.transaction_id')
    .select('t.group_id')
    .where('a.id', '=', id)
    .executeTakeFirst();
  return row?.group_id;
}

/** Bytes the group's attachments take. */
export async function groupAttachmentBytes(trx: Trx, groupId: string): Promise<number> {
  const row = await trx
    .selectFrom('attachments as a')
    .innerJoin('transactions as t', 't.id', 'a.transaction_id')
    .select((eb) => eb.fn.sum<number | string | null>('a.size').as('bytes'))
    .where('t.group_id', '=', groupId)
    .executeTakeFirst();
  return Number(row?.bytes ?? 0);
}

/** Bytes a transaction's attachments take. */
export async function transactionAttachmentBytes(trx: Trx, transactionId: string): Promise<number> {
  const row = await trx
    .selectFrom('attachments')
    .select((eb) => eb.fn.sum<number | string | null>('size').as('bytes'))
    .where('transaction_id', '=', transactionId)
    .executeTakeFirst();
  return Number(row?.bytes ?? 0);
}

export async function insertAttachments(trx: Trx, rows: AttachmentsTable[]): Promise<void> {
  if (rows.length === 0) return;
  await trx.insertInto('attachments').values(rows).execute();
  // One statement per transaction touched: a restore inserts many of a transaction at once.
  const counts = Map.groupBy(rows, (row) => row.transaction_id);
  for (const [transactionId, added] of counts) {
    await countAttachments(trx, transactionId, added.length);
  }
}

async function countAttachments(trx: Trx, transactionId: string, change: number) {
  await trx
    .updateTable('transactions')
    .set({ attachment_count: sql`attachment_count + ${change}` })
    .where('id', '=', transactionId)
    .execute();
}

/** Deletes the row (the trigger of migration 0037 notes it for the files' removal). */
export async function deleteAttachment(trx: Trx, id: string): Promise<boolean> {
  const row = await trx
    .deleteFrom('attachments')
    .where('id', '=', id)
    .returning('transaction_id')
    .executeTakeFirst();
  if (!row) return false;
  await countAttachments(trx, row.transaction_id, -1);
  return true;
}
