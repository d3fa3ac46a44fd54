import type { Kysely, Transaction } from 'kysely';
import { prepared } from '../../db/prepared.ts';
import type { Database, SessionsTable } from '../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

export async function insertSession(db: Db, session: SessionsTable): Promise<void> {
  await db.insertInto('sessions').values(session).execute();
}

/**
 * The live session with its user (none for deactivated and deleted users) and, one row each, the
 * user's group memberships with the groups' data versions (a single row with null group columns
 * when there are none), and the stamp of the last rates import: group calls need them all on
 * every request, and one statement is one database round trip.
 */
export const findActiveSession = prepared((db, id: string, now: string) =>
  db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
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
    .where('sessions.id', '=', id)
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
