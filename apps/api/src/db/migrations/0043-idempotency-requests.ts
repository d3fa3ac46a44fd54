import type { Kysely } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one instead.

/**
 * A key remembers what its request asked for (a SHA-256 of the parsed body), so a key sent again
 * with another body is refused rather than answered with the first request's transaction, the
 * second silently dropped (docs/decisions.md, 'Installable and offline'). Keys taken before
 * hold null and answer any repeat, as they did.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('idempotency_keys').addColumn('request_hash', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('idempotency_keys').dropColumn('request_hash').execute();
}
