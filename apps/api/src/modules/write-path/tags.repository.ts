import { sql, type Insertable, type Transaction } from 'kysely';
import type { Database, TagsTable } from '../../db/schema.ts';

type Trx = Transaction<Database>;

export async function insertTag(trx: Trx, row: Insertable<TagsTable>): Promise<void> {
  await trx.insertInto('tags').values(row).execute();
}

/** The group's tag of this normalised name, if any. */
export async function tagIdByName(trx: Trx, groupId: string, normalized: string) {
  const row = await trx
    .selectFrom('tags')
    .select('id')
    .where('group_id', '=', groupId)
    .where('name_normalized', '=', normalized)
    .executeTakeFirst();
  return row?.id;
}

export async function renameTag(trx: Trx, id: string, name: string, normalized: string) {
  await trx
    .updateTable('tags')
    .set({ name, name_normalized: normalized })
    .where('id', '=', id)
    .execute();
}

/** Its links go with it by cascade (migration 0031). */
export async function deleteTag(trx: Trx, id: string): Promise<void> {
  await trx.deleteFrom('tags').where('id', '=', id).execute();
}

/** Links every transaction of `fromId` to `intoId` too, except those already linked to it. */
export async function copyLinks(trx: Trx, fromId: string, intoId: string): Promise<void> {
  await sql`insert into transaction_tags (transaction_id, tag_id)
    select f.transaction_id, ${intoId} from transaction_tags f
    where f.tag_id = ${fromId} and not exists (
      select 1 from transaction_tags i where i.transaction_id = f.transaction_id and i.tag_id = ${intoId})`.execute(
    trx,
  );
}

/** A transaction's tag ids. */
export async function tagIdsOf(trx: Trx, transactionId: string): Promise<string[]> {
  const rows = await trx
    .selectFrom('transaction_tags')
    .select('tag_id')
    .where('transaction_id', '=', transactionId)
    .execute();
  return rows.map((row) => row.tag_id);
}

/** Which of `tagIds` are still tags of the group. */
export async function tagIdsInGroup(trx: Trx, groupId: string, tagIds: string[]) {
  if (tagIds.length === 0) return new Set<string>();
  const rows = await trx
    .selectFrom('tags')
    .select('id')
    .where('group_id', '=', groupId)
    .where('id', 'in', tagIds)
    .execute();
  return new Set(rows.map((row) => row.id));
}

export interface TagLink {
  transaction_id: string;
  tag_id: string;
}

/** Rows per multi-row insert: well inside SQLite's and PostgreSQL's limits on parameters. */
const BATCH = 400;

export async function insertTagLinks(trx: Trx, links: TagLink[]): Promise<void> {
  for (let i = 0; i < links.length; i += BATCH) {
    await trx
      .insertInto('transaction_tags')
      .values(links.slice(i, i + BATCH))
      .execute();
  }
}

/**
 * The group's series naming `tagId` leave it out of the tags they give their occurrences, or
 * (a merge) name `intoId` instead, once (docs/decisions.md, 'Tags').
 */
export async function retagSeries(trx: Trx, groupId: string, tagId: string, intoId: string | null) {
  const named = await trx
    .selectFrom('recurring_series')
    .select(['id', 'tag_ids'])
    .where('group_id', '=', groupId)
    .where('tag_ids', 'like', `%${tagId}%`)
    .execute();
  for (const { id, tag_ids } of named) {
    const before = tag_ids.split(',');
    if (!before.includes(tagId)) continue;
    const after = before.map((tag) => (tag === tagId ? intoId : tag)).filter((tag) => tag !== null);
    const list = [...new Set(after)].join(',');
    await trx.updateTable('recurring_series').set({ tag_ids: list }).where('id', '=', id).execute();
  }
}
