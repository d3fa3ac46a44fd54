import type { Kysely } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one instead.

/**
 * Uploads under way (docs/decisions.md, 'Attachments'): an upload notes its attachment's id here
 * before it stores a byte and forgets it once the row is committed or the files are removed
 * again. A note older than a day is a process that stopped in between: its files, if no row
 * holds them, are removed. Only files this database noted are ever removed that way, so a
 * folder or bucket shared with anything else loses nothing.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('attachment_uploads')
    .addColumn('attachment_id', 'text', (c) => c.primaryKey())
    .addColumn('started_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('attachment_uploads_started')
    .on('attachment_uploads')
    .columns(['started_at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('attachment_uploads').execute();
}
