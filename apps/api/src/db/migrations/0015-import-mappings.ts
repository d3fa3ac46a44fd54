import type { Kysely } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one instead.

/**
 * CSV mappings remembered per group (docs/decisions.md, 'Import'): the columns, separators and
 * date format the group last imported a CSV file with, keyed by the file's header (its
 * signature), so each of a household's banks keeps its own.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('import_mappings')
    .addColumn('group_id', 'text', (c) => c.notNull().references('groups.id').onDelete('cascade'))
    .addColumn('signature', 'text', (c) => c.notNull())
    .addColumn('mapping', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('import_mappings_pk', ['group_id', 'signature'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('import_mappings').execute();
}
