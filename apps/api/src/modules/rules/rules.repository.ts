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

/** A transaction's name as a search folds it: the first line of its search text. */
const SQLITE_NAME_KEY = sql`substr(search_text, 1, instr(search_text, char(10)) - 1)`;
const POSTGRES_NAME_KEY = sql`split_part(search_text, chr(10), 1)`;

type NameCategory = { name_key: string; category_id: string; uses: unknown; last: string };

/**
 * For each name key, the categories of the group's latest `latest` transactions of that name:
 * how many of them have each, and the latest date one did. Each name reads its rows from the
 * index of migration 0036, whose expression the queries repeat (else it is not used).
 */
export async function categoriesOfNames(
  db: Db,
  groupId: string,
  keys: readonly string[],
  latest: number,
) {
  if (keys.length === 0) return [];
  const found = isPostgres(db as Kysely<Database>)
    ? await sql<NameCategory>`select k.name_key, tc.category_id, count(*) as uses, max(r.date) as last
        from unnest(cast(${[...keys]} as text[])) as k(name_key)
        cross join lateral (select id, date from transactions
          where group_id = ${groupId} and ${POSTGRES_NAME_KEY} = k.name_key
          order by date desc limit ${latest}) as r
        join transaction_categories tc on tc.transaction_id = r.id
        group by k.name_key, tc.category_id`.execute(db)
    : await sql<NameCategory>`select r.name_key, tc.category_id, count(*) as uses, max(r.date) as last
        from (${sql.join(sqliteRecent(groupId, keys, latest), sql` union all `)}) as r
        join transaction_categories tc on tc.transaction_id = r.id
        group by r.name_key, tc.category_id`.execute(db);
  return found.rows.map((row) => ({ ...row, uses: Number(row.uses) }));
}

/** SQLite has no lateral join: a select per name, at most 500 of them (SQLite's limit). */
const sqliteRecent = (groupId: string, keys: readonly string[], latest: number) =>
  keys.map(
    (name, i) => sql`select * from (select ${SQLITE_NAME_KEY} as name_key, id, date
      from transactions where group_id = ${groupId} and ${SQLITE_NAME_KEY} = ${name}
      order by date desc limit ${latest}) as ${sql.raw(`r${i}`)}`,
  );
