import { sql, type Kysely, type Transaction } from 'kysely';
import { isPostgres } from '../../db/database.ts';
import { prepared } from '../../db/prepared.ts';
import type { Database, SessionsTable } from '../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

export async function insertSession(db: Db, session: SessionsTable): Promise<void> {
  await db.insertInto('sessions').values(session).execute();
}

/**
 * The live sessions among `ids` (a JSON array of session ids: one statement shape however many)
 * with their users (none for deactivated and deleted users), their languages and, one row each, the users' group
 * memberships with the groups' data versions (a single row with null group columns when there are
 * none), and the stamp of the last rates import: group calls need them all on every request, and
 * the checks of the requests that arrived together are one database round trip.
 */
export const findActiveSessions = prepared((db, ids: string, now: string) =>
  db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .leftJoin('user_preferences', 'user_preferences.user_id', 'sessions.user_id')
    .leftJoin('group_members', 'group_members.user_id', 'sessions.user_id')
    .leftJoin('groups', 'groups.id', 'group_members.group_id')
    .select([
      'sessions.id',
      'sessions.user_id',
      'sessions.persistent',
      'sessions.last_used_at',
      'sessions.expires_at',
      'users.email',
      'users.email_confirmed',
      'user_preferences.language',
      'group_members.group_id',
      'group_members.role',
      'groups.data_version',
    ])
    .select((eb) =>
      eb
        .selectFrom('exchange_rates')
        .select((rates) => rates.fn.max('imported_at').as('stamp'))
        .as('rates_stamp'),
    )
    .where(
      isPostgres(db)
        ? // An array made once, so each id is an index lookup rather than a join planned blind.
          sql<boolean>`sessions.id = any(array(select jsonb_array_elements_text(cast(${ids} as jsonb))))`
        : sql<boolean>`sessions.id in (select value from json_each(${ids}))`,
    )
    .where('sessions.expires_at', '>', now)
    .where('users.is_active', '=', true)
    .where('users.deleted_at', 'is', null),
);

export async function extendSession(
  db: Db,
  id: string,
  lastUsedAt: string,
  expiresAt: string,
): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ last_used_at: lastUsedAt, expires_at: expiresAt })
    .where('id', '=', id)
    .execute();
}

export async function deleteUserSessions(db: Db, userId: string): Promise<void> {
  await db.deleteFrom('sessions').where('user_id', '=', userId).execute();
}

export async function deleteExpiredSessions(db: Db, now: string): Promise<number> {
  const result = await db.deleteFrom('sessions').where('expires_at', '<=', now).executeTakeFirst();
  return Number(result.numDeletedRows);
}
