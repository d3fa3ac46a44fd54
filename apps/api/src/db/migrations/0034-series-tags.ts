import type { Kysely } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one instead.

/**
 * The tags a recurring series gives its occurrences (docs/decisions.md, 'Tags'): their ids,
 * comma-separated as its categories are; tags deleted since are left out when an occurrence is
 * made. Series made before tags carry none.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('recurring_series')
    .addColumn('tag_ids', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('recurring_series').dropColumn('tag_ids').execute();
}
