import type { Kysely } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one instead.

/**
 * The interface language a user chose (docs/decisions.md, 'Languages'); null, as for every
 * user before it existed, follows the browser's language.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('user_preferences').addColumn('language', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('user_preferences').dropColumn('language').execute();
}
