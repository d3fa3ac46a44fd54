import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database>;

/** Keys (date|amount|currency|lower name) of the group's transactions on these dates. */
export async function lookalikeKeys(
  db: Db,
  groupId: string,
  dates: string[],
): Promise<Set<string>> {
  const keys = new Set<string>();
  const unique = [...new Set(dates)];
  for (let i = 0; i < unique.length; i += 400) {
    const rows = await db
      .selectFrom('transactions')
      .select(['date', 'amount', 'currency', sql<string>`lower(name)`.as('name')])
      .where('group_id', '=', groupId)
      .where('date', 'in', unique.slice(i, i + 400))
      .execute();
    for (const row of rows) {
      keys.add(`${row.date}|${Number(row.amount)}|${Number(row.currency)}|${row.name}`);
    }
  }
  return keys;
}

export async function listBatches(db: Db, groupId: string) {
  return db
    .selectFrom('import_batches as b')
    .leftJoin('users as u', 'u.id', 'b.created_by')
    .selectAll('b')
    .select('u.email')
    .where('b.group_id', '=', groupId)
    .orderBy('b.created_at', 'desc')
    .orderBy('b.id')
    .execute();
}

export async function findBatch(db: Db, id: string) {
  return db
    .selectFrom('import_batches as b')
    .leftJoin('users as u', 'u.id', 'b.created_by')
    .selectAll('b')
    .select('u.email')
    .where('b.id', '=', id)
    .executeTakeFirst();
}
