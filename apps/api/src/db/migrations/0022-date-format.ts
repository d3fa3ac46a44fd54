import type { Kysely } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one instead.

/**
 * The date format a user chose (docs/decisions.md, 'Preferences'). Users who saved preferences
 * before it existed get the product's yyyy-MM-dd, as users who never saved any.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('user_preferences')
    .addColumn('date_format', 'text', (c) => c.notNull().defaultTo('yyyy-MM-dd'))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('user_preferences').dropColumn('date_format').execute();
}
