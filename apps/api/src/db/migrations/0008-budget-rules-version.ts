import type { Kysely } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one instead.

/**
 * A number that grows whenever a group's budget rules change (a budget created, edited or
 * deleted, a category deleted), in the same transaction: each process keeps the rules per group
 * and version, so a transaction write does not read every budget of its group again.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('groups')
    .addColumn('rules_version', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('groups').dropColumn('rules_version').execute();
}
