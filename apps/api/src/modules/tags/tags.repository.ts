import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** The group's tags by name (their keys: case and accents as the names compare). */
export async function listTags(db: Db, groupId: string) {
  return db
    .selectFrom('tags')
    .select(['id', 'name', 'group_id'])
    .where('group_id', '=', groupId)
    .orderBy('name_normalized')
    .orderBy('id')
    .execute();
}

export async function findTag(db: Db, id: string) {
  return db
    .selectFrom('tags')
    .select(['id', 'name', 'group_id'])
    .where('id', '=', id)
    .executeTakeFirst();
}
