import { sql, type Kysely } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one instead.

/**
 * When the account last signed in, so the first sign-in can be greeted as a first one
 * (docs/decisions.md, 'Accounts and sessions'). Accounts that exist already are taken to have
 * signed in before: their greeting stays what it was.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').addColumn('last_sign_in_at', 'text').execute();
  await sql`update users set last_sign_in_at = created_at`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('last_sign_in_at').execute();
}
