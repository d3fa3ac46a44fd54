import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database, UserPreferencesTable } from '../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;
export type PreferencesRow = Selectable<UserPreferencesTable>;

export async function findPreferences(db: Db, userId: string) {
  return db
    .selectFrom('user_preferences')
    .selectAll()
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** Writes the whole row, inserting it the first time. */
export async function savePreferences(db: Db, row: PreferencesRow): Promise<void> {
  const { user_id: _user, ...changes } = row;
  await db
    .insertInto('user_preferences')
    .values(row)
    .onConflict((oc) => oc.column('user_id').doUpdateSet(changes))
    .execute();
}

/** The languages chosen by these users (those who chose none are left out). */
export async function findLanguages(db: Db, userIds: readonly string[]) {
  if (userIds.length === 0) return [];
  return db
    .selectFrom('user_preferences')
    .select(['user_id', 'language'])
    .where('user_id', 'in', userIds)
    .where('language', 'is not', null)
    .execute();
}
