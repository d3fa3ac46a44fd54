import type { Kysely, Transaction } from 'kysely';
import type { Database, UserTokenPurpose, UserTokensTable } from '../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

export async function insertToken(db: Db, token: UserTokensTable): Promise<void> {
  await db.insertInto('user_tokens').values(token).execute();
}

/** An unused, unexpired token of the purpose sent to that address. */
export async function findUsableToken(
  db: Db,
  id: string,
  purpose: UserTokenPurpose,
  email: string,
  now: string,
) {
  return db
    .selectFrom('user_tokens')
    .select(['id', 'user_id', 'email'])
    .where('id', '=', id)
    .where('purpose', '=', purpose)
    .where('email', '=', email)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
}

/** The token of the purpose sent to that address, used, replaced or expired alike (until purged). */
export async function findKnownToken(db: Db, id: string, purpose: UserTokenPurpose, email: string) {
  return db
    .selectFrom('user_tokens')
    .select(['id', 'user_id', 'email'])
    .where('id', '=', id)
    .where('purpose', '=', purpose)
    .where('email', '=', email)
    .executeTakeFirst();
}

/** Marks the token used; false when another request used it first. */
export async function consumeToken(db: Db, id: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('user_tokens')
    .set({ used_at: now })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** A new link replaces the older ones of the same purpose. */
export async function revokeTokens(db: Db, userId: string, purpose: UserTokenPurpose, now: string) {
  await db
    .updateTable('user_tokens')
    .set({ used_at: now })
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .execute();
}

export async function deleteExpiredTokens(db: Db, now: string): Promise<void> {
  await db.deleteFrom('user_tokens').where('expires_at', '<=', now).execute();
}
