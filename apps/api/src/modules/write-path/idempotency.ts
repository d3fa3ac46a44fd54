import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * How long a key answers its repeats: a client sends its outbox again as soon as it is back
 * online, so a month covers any answer lost on the way (docs/decisions.md, 'Installable and
 * offline').
 */
export const IDEMPOTENCY_KEY_DAYS = 30;

/** The transaction the user's key created, if it did. */
export async function keyedTransaction(
  db: Db,
  userId: string,
  key: string,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('idempotency_keys')
    .select('transaction_id')
    .where('user_id', '=', userId)
    .where('key', '=', key)
    .executeTakeFirst();
  return row?.transaction_id;
}

/**
 * Takes the key for the transaction about to be written, in the write's database transaction;
 * answers the transaction of a request that took it first (the insert waits for that one's
 * commit on PostgreSQL), else undefined. Keys of the user past their time go in the same trip.
 */
export async function claimKey(
  trx: Transaction<Database>,
  userId: string,
  key: string,
  transactionId: string,
  now: string,
): Promise<string | undefined> {
  const inserted = await trx
    .insertInto('idempotency_keys')
    .values({ user_id: userId, key, transaction_id: transactionId, created_at: now })
    .onConflict((conflict) => conflict.columns(['user_id', 'key']).doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) {
    return keyedTransaction(trx, userId, key);
  }
  const expired = new Date(Date.parse(now) - IDEMPOTENCY_KEY_DAYS * 86_400_000).toISOString();
  await trx
    .deleteFrom('idempotency_keys')
    .where('user_id', '=', userId)
    .where('created_at', '<', expired)
    .execute();
  return undefined;
}
