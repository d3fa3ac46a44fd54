import type { Kysely } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one instead.

/**
 * A transaction typed by hand that a bank file's row stood for, which the import marked cleared
 * instead of writing the row again (docs/decisions.md, 'Import'): per import, the transaction
 * and its side (0 where it is kept, 1 where a transfer arrives), so that the import's undo takes
 * back what it cleared. They go with their import, and with the transaction.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('import_confirmed')
    .addColumn('import_batch_id', 'text', (c) =>
      c.notNull().references('import_batches.id').onDelete('cascade'),
    )
    .addColumn('transaction_id', 'text', (c) =>
      c.notNull().references('transactions.id').onDelete('cascade'),
    )
    .addColumn('side', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('import_confirmed_pk', ['import_batch_id', 'transaction_id', 'side'])
    .execute();
  // Deleting transactions (an import's undo, a group's) finds their records by index.
  await db.schema
    .createIndex('import_confirmed_transaction')
    .on('import_confirmed')
    .column('transaction_id')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('import_confirmed').execute();
}
