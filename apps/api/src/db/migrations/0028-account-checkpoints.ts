import { sql, type Kysely } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one instead.

/**
 * Checkpoints of money accounts (docs/decisions.md, 'Money accounts'): a balance the account had
 * on a date, as a bank file's closing balance said (`source` 'import', with its import batch) or
 * as the user reconciled it ('manual', with `reconciled_at`). Balance in minor units of the
 * account's currency. They go with their account, and with their import.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('money_account_checkpoints')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('money_account_id', 'text', (c) =>
      c.notNull().references('money_accounts.id').onDelete('cascade'),
    )
    .addColumn('group_id', 'text', (c) => c.notNull().references('groups.id').onDelete('cascade'))
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('balance', 'bigint', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('import_batch_id', 'text', (c) =>
      c.references('import_batches.id').onDelete('cascade'),
    )
    .addColumn('reconciled_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await sql`create index money_account_checkpoints_account on money_account_checkpoints (money_account_id, date)`.execute(
    db,
  );
  await sql`create index money_account_checkpoints_group on money_account_checkpoints (group_id)`.execute(
    db,
  );
  await sql`create index money_account_checkpoints_import on money_account_checkpoints (import_batch_id)`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('money_account_checkpoints').execute();
}
