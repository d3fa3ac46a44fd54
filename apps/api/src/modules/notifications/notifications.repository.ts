import type { Insertable, Kysely, Transaction } from 'kysely';
import type { Database, PushSubscriptionsTable } from '../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * This browser's subscription for the user: one row per endpoint, so a browser that another
 * account turns notifications on in moves to that account, with the keys it now sends.
 */
export async function saveSubscription(db: Db, row: Insertable<PushSubscriptionsTable>) {
  const { id: _id, endpoint: _endpoint, ...changes } = row;
  await db
    .insertInto('push_subscriptions')
    .values(row)
    .onConflict((oc) => oc.column('endpoint').doUpdateSet(changes))
    .execute();
}

export async function listSubscriptions(db: Db, userId: string) {
  return db
    .selectFrom('push_subscriptions')
    .select(['endpoint', 'label', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/** Keeps the user's `keep` newest browsers and deletes the rest. */
export async function keepNewestSubscriptions(db: Db, userId: string, keep: number) {
  const older = await db
    .selectFrom('push_subscriptions')
    .select('id')
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .offset(keep)
    .limit(1000)
    .execute();
  if (older.length === 0) return;
  await db
    .deleteFrom('push_subscriptions')
    .where(
      'id',
      'in',
      older.map((row) => row.id),
    )
    .execute();
}

/** Only the user's own: another account's browser is not theirs to turn off. */
export async function deleteSubscription(db: Db, userId: string, endpoint: string) {
  await db
    .deleteFrom('push_subscriptions')
    .where('user_id', '=', userId)
    .where('endpoint', '=', endpoint)
    .execute();
}

export async function deleteSubscriptionsOf(db: Db, userId: string) {
  await db.deleteFrom('push_subscriptions').where('user_id', '=', userId).execute();
}

/** A subscription the push service answered 404 or 410 for: gone for good. */
export async function deleteGoneSubscription(db: Db, id: string) {
  await db.deleteFrom('push_subscriptions').where('id', '=', id).execute();
}

/**
 * The browsers of those users that are active accounts and, when a group is named, still its
 * members, each with its user's chosen language and locale.
 */
export async function targetsOf(db: Db, userIds: readonly string[], groupId: string | null) {
  if (userIds.length === 0) return [];
  let query = db
    .selectFrom('push_subscriptions as ps')
    .innerJoin('users', 'users.id', 'ps.user_id')
    .leftJoin('user_preferences as up', 'up.user_id', 'ps.user_id')
    .select([
      'ps.id',
      'ps.user_id',
      'ps.endpoint',
      'ps.p256dh',
      'ps.auth',
      'ps.language as device_language',
      'up.language as chosen_language',
      'up.locale',
    ])
    .where('ps.user_id', 'in', userIds)
    .where('users.is_active', '=', true)
    .where('users.deleted_at', 'is', null);
  if (groupId !== null) {
    query = query.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('group_members')
          .select('group_members.user_id')
          .whereRef('group_members.user_id', '=', 'ps.user_id')
          .where('group_members.group_id', '=', groupId),
      ),
    );
  }
  return query.execute();
}

/** What a notification names people and a group by. */
export async function namesOf(db: Db, userIds: readonly string[]) {
  if (userIds.length === 0) return [];
  return db
    .selectFrom('users')
    .select(['id', 'email', 'username', 'first_name', 'last_name'])
    .where('id', 'in', userIds)
    .execute();
}

export async function groupName(db: Db, groupId: string) {
  const row = await db
    .selectFrom('groups')
    .select('name')
    .where('id', '=', groupId)
    .executeTakeFirst();
  return row?.name;
}
