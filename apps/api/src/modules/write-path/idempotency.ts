import { ErrorCode } from '@budget/contract';
import type { Kysely, Transaction } from 'kysely';
import { createHash } from 'node:crypto';
import { AppError } from '../../lib/app-error.ts';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * How long a key answers its repeats: a client sends its outbox again as soon as it is back
 * online, so a month covers any answer lost on the way (docs/decisions.md, 'Installable and
 * offline').
 */
export const IDEMPOTENCY_KEY_DAYS = 30;

/** What a request asked for, to tell a repeat from another request sent with the same key. */
export function requestHash(input: unknown): string {
  return createHash('sha256').update(JSON.stringify(input)).digest('hex');
}

/**
 * The transaction the user's key created, if it did; a key sent again with another request is
 * refused (422), as the first request's answer would say the second was written.
 */
export async function keyedTransaction(
  db: Db,
  userId: string,
  key: string,
  hash: string,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('idempotency_keys')
    .select(['transaction_id', 'request_hash'])
    .where('user_id', '=', userId)
    .where('key', '=', key)
    .executeTakeFirst();
  if (row && row.request_hash !== null && row.request_hash !== hash) {
    throw new AppError(
      422,
      ErrorCode.Conflict,
      'This Idempotency-Key was sent with another request; send a new key for a new transaction',
    );
  }
  return row?.transaction_id;
}

/**
 * Takes the key for the transaction about to be written, in the write's database transaction;
 * answers the transaction of a request that took it first (the insert waits for that one's
 * commit on PostgreSQL), else undefined. Keys of the user past their time go in the same trip.
 */
export async function claimKey(
  trx: Transaction<Database>,
  claim: { userId: string; key: string; hash: string },
  transactionId: string,
  now: string,
): Promise<string | undefined> {
  const { userId, key, hash } = claim;
  const inserted = await trx
    .insertInto('idempotency_keys')
    .values({
      user_id: userId,
      key,
      transaction_id: transactionId,
      created_at: now,
      request_hash: hash,
    })
    .onConflict((conflict) => conflict.columns(['user_id', 'key']).doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) {
    return keyedTransaction(trx, userId, key, hash);
  }
  const expired = new Date(Date.parse(now) - IDEMPOTENCY_KEY_DAYS * 86_400_000).toISOString();
  await trx
    .deleteFrom('idempotency_keys')
    .where('user_id', '=', userId)
    .where('created_at', '<', expired)
    .execute();
  return undefined;
}
