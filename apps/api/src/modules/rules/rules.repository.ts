import { sql, type Kysely, type Transaction } from 'kysely';
import { isPostgres } from '../../db/database.ts';
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

/**
 * A transaction's name as a search folds it: the first line of its search text. Written as
 * migration 0036 indexes it (with `group_id` and `date`), or the index is not used.
 */
const nameKey = (db: Db) =>
  isPostgres(db as Kysely<Database>)
    ? sql`split_part(search_text, chr(10), 1)`
    : sql`substr(search_text, 1, instr(search_text, char(10)) - 1)`;

/**
 * For each name key, the categories of the group's latest `latest` transactions of that name:
 * how many of them have each, and the latest date one did. One statement for all the keys
 * (at most 100: SQLite joins at most 500 selects), each key read from the index.
 */
export async function categoriesOfNames(
  db: Db,
  groupId: string,
  keys: readonly string[],
  latest: number,
) {
  if (keys.length === 0) return [];
  const key = nameKey(db);
  const recent = keys.map(
    (name, i) => sql`select * from (select ${key} as name_key, id, date from transactions
      where group_id = ${groupId} and ${key} = ${name}
      order by date desc limit ${latest}) as ${sql.raw(`r${i}`)}`,
  );
  const rows = await sql<{ name_key: string; category_id: string; uses: unknown; last: string }>`
    select r.name_key, tc.category_id, count(*) as uses, max(r.date) as last
    from (${sql.join(recent, sql` union all `)}) as r
    join transaction_categories tc on tc.transaction_id = r.id
    group by r.name_key, tc.category_id`.execute(db);
  return rows.rows.map((row) => ({ ...row, uses: Number(row.uses) }));
}
