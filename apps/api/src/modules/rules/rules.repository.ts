import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

const COLUMNS = [
  'id',
  'group_id',
  'name',
  'position',
  'enabled',
  'match_mode',
  'conditions',
  'actions',
  'created_at',
  'updated_at',
] as const;

/** The group's rules in the order they run. */
export async function listRules(db: Db, groupId: string) {
  return db
    .selectFrom('rules')
    .select(COLUMNS)
    .where('group_id', '=', groupId)
    .orderBy('position')
    .orderBy('id')
    .execute();
}

export async function findRule(db: Db, id: string) {
  return db.selectFrom('rules').select(COLUMNS).where('id', '=', id).executeTakeFirst();
}
