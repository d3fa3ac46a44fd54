import { sql, type Kysely } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one instead.

/**
 * Bank-file imports (docs/decisions.md, 'Import'). Each import is a batch: its file, who imported
 * it, when, its row counts, and when it was undone. An imported transaction names its batch
 * (undo removes exactly those) and the bank's own id of the transaction where the file has one
 * (OFX FITID, CAMT AcctSvcrRef), by which a second import of the same file finds it present.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('import_batches')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('group_id', 'text', (c) => c.notNull().references('groups.id').onDelete('cascade'))
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('format', 'text', (c) => c.notNull())
    .addColumn('imported_count', 'integer', (c) => c.notNull())
    .addColumn('duplicate_count', 'integer', (c) => c.notNull())
    .addColumn('error_count', 'integer', (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('undone_at', 'text')
    .execute();
  await db.schema
    .createIndex('import_batches_group')
    .on('import_batches')
    .columns(['group_id', 'created_at'])
    .execute();

  await db.schema
    .alterTable('transactions')
    .addColumn('import_batch_id', 'text', (c) =>
      c.references('import_batches.id').onDelete('set null'),
    )
    .execute();
  await db.schema.alterTable('transactions').addColumn('bank_id', 'text').execute();
  await sql`create index transactions_import_batch on transactions (import_batch_id)
    where import_batch_id is not null`.execute(db);
  await sql`create index transactions_group_bank_id on transactions (group_id, bank_id)
    where bank_id is not null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('transactions_group_bank_id').execute();
  await db.schema.dropIndex('transactions_import_batch').execute();
  await db.schema.alterTable('transactions').dropColumn('bank_id').execute();
  await db.schema.alterTable('transactions').dropColumn('import_batch_id').execute();
  await db.schema.dropTable('import_batches').execute();
}
