import type { Kysely } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one instead.

/**
 * A number that grows with every write to a group's data (transactions, categories, budgets,
 * members), in the same database transaction: answers computed from the group's data stay valid
 * for as long as it is unchanged, in every server process.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('groups')
    .addColumn('data_version', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('groups').dropColumn('data_version').execute();
}
