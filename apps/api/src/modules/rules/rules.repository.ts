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

/** Which of `userIds` are members of the group now. */
export async function membersAmong(db: Db, groupId: string, userIds: string[]) {
  if (userIds.length === 0) return new Set<string>();
  const rows = await db
    .selectFrom('group_members')
    .select('user_id')
    .where('group_id', '=', groupId)
    .where('user_id', 'in', userIds)
    .execute();
  return new Set(rows.map((row) => row.user_id));
}
