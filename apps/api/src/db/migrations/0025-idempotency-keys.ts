import type { Kysely } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one instead.

/**
 * The transaction each client-made key created (docs/decisions.md, 'Installable and offline'):
 * a POST /transactions repeated with the same Idempotency-Key answers the first transaction
 * instead of creating a second. The primary key is the constraint two racing repeats meet. No
 * foreign key to the transaction: a repeat after it was deleted answers 404, never a new one.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('idempotency_keys')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('transaction_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('idempotency_keys_pkey', ['user_id', 'key'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('idempotency_keys').execute();
}
