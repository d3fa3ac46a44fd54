import type { Kysely, Selectable, Transaction, Updateable } from 'kysely';
import type { Database, UsersTable } from '../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;
export type UserRow = Selectable<UsersTable>;

export async function insertUser(db: Db, user: Omit<UserRow, 'failed_login_count'>) {
  await db.insertInto('users').values(user).execute();
}

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Any account holding the address, deleted ones included (their address stays taken until purged). */
export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
}

export async function findUserByUsername(db: Db, normalized: string) {
  return db
    .selectFrom('users')
    .select(['id'])
    .where('username_normalized', '=', normalized)
    .executeTakeFirst();
}

export async function updateUser(db: Db, id: string, changes: Updateable<UsersTable>) {
  await db.updateTable('users').set(changes).where('id', '=', id).execute();
}

export async function usersDeletedBefore(db: Db, cutoff: string): Promise<string[]> {
  const rows = await db
    .selectFrom('users')
    .select('id')
    .where('deleted_at', 'is not', null)
    .where('deleted_at', '<', cutoff)
    .orderBy('id')
    .execute();
  return rows.map((row) => row.id);
}

export async function deleteUsers(db: Db, ids: readonly string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const result = await db.deleteFrom('users').where('id', 'in', ids).executeTakeFirst();
  return Number(result.numDeletedRows);
}
