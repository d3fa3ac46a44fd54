import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

export async function groupOfTransaction(db: Db, id: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('transactions')
    .select('group_id')
    .where('id', '=', id)
    .executeTakeFirst();
  return row?.group_id;
}

function attachmentsWithGroup(db: Db) {
  return db
    .selectFrom('attachments as a')
    .innerJoin('transactions as t', 't.id', 'a.transaction_id')
    .leftJoin('users as u', 'u.id', 'a.created_by')
    .select([
      'a.id',
      'a.transaction_id',
      'a.file_name',
      'a.content_type',
      'a.size',
      'a.has_thumbnail',
      'a.created_at',
      't.group_id',
      'u.email',
      'u.username',
      'u.first_name',
      'u.last_name',
    ]);
}

export type AttachmentRow = Awaited<ReturnType<typeof findAttachment>> & object;

export async function findAttachment(db: Db, id: string) {
  return attachmentsWithGroup(db).where('a.id', '=', id).executeTakeFirst();
}

export async function listAttachments(db: Db, transactionId: string) {
  return attachmentsWithGroup(db)
    .where('a.transaction_id', '=', transactionId)
    .orderBy('a.created_at')
    .orderBy('a.id')
    .execute();
}

/** Ids of attachments whose rows are gone, oldest noted first. */
/** Noted removals in id order, a batch after `after`. */
export async function removedAttachments(db: Db, limit: number, after = ''): Promise<string[]> {
  const rows = await db
    .selectFrom('attachment_removals')
    .select('attachment_id')
    .where('attachment_id', '>', after)
    .orderBy('attachment_id')
    .limit(limit)
    .execute();
  return rows.map((row) => row.attachment_id);
}

export async function noteUpload(db: Db, id: string, startedAt: string): Promise<void> {
  await db
    .insertInto('attachment_uploads')
    .values({ attachment_id: id, started_at: startedAt })
    .execute();
}

export async function forgetUploads(db: Db, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.deleteFrom('attachment_uploads').where('attachment_id', 'in', ids).execute();
}

/** Uploads noted before `before` and not forgotten since, a batch at a time. */
export async function staleUploads(db: Db, before: string, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('attachment_uploads')
    .select('attachment_id')
    .where('started_at', '<', before)
    .orderBy('started_at')
    .limit(limit)
    .execute();
  return rows.map((row) => row.attachment_id);
}

/** Which of these attachments still have their rows. */
export async function existingAttachmentIds(db: Db, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db.selectFrom('attachments').select('id').where('id', 'in', ids).execute();
  return new Set(rows.map((row) => row.id));
}

export async function forgetRemoved(db: Db, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.deleteFrom('attachment_removals').where('attachment_id', 'in', ids).execute();
}

/** A group's attachments in the order they were added, a batch after the last one read. */
export async function attachmentsOfGroup(
  db: Db,
  groupId: string,
  limit: number,
  after?: { created_at: string; id: string },
) {
  let query = db
    .selectFrom('attachments as a')
    .innerJoin('transactions as t', 't.id', 'a.transaction_id')
    .select(['a.id', 'a.transaction_id', 'a.file_name', 'a.size', 'a.created_at'])
    .where('t.group_id', '=', groupId);
  if (after) {
    query = query.where((eb) =>
      eb.or([
        eb('a.created_at', '>', after.created_at),
        eb.and([eb('a.created_at', '=', after.created_at), eb('a.id', '>', after.id)]),
      ]),
    );
  }
  return query.orderBy('a.created_at').orderBy('a.id').limit(limit).execute();
}
