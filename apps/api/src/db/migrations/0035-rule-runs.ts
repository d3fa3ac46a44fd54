import type { Kysely } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one instead.

/**
 * Rules applied to a group's existing transactions (docs/decisions.md, 'Rules'): each run, the
 * rules it applied as named then (JSON), its date range, who applied it and when, and when it
 * was undone; and per transaction it changed, its state before (JSON), which its undo restores.
 * A run goes with its group, a transaction's before-state with the transaction.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('rule_runs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('group_id', 'text', (c) => c.notNull().references('groups.id').onDelete('cascade'))
    .addColumn('rules', 'text', (c) => c.notNull())
    .addColumn('from_date', 'text')
    .addColumn('to_date', 'text')
    .addColumn('changed_count', 'integer', (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('undone_at', 'text')
    .execute();
  await db.schema
    .createIndex('rule_runs_group')
    .on('rule_runs')
    .columns(['group_id', 'created_at'])
    .execute();
  await db.schema
    .createTable('rule_run_transactions')
    .addColumn('run_id', 'text', (c) => c.notNull().references('rule_runs.id').onDelete('cascade'))
    .addColumn('transaction_id', 'text', (c) =>
      c.notNull().references('transactions.id').onDelete('cascade'),
    )
    .addColumn('before', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('rule_run_transactions_pk', ['run_id', 'transaction_id'])
    .execute();
  // Deleting transactions (an import's undo, a group's) finds their before-states by index.
  await db.schema
    .createIndex('rule_run_transactions_transaction')
    .on('rule_run_transactions')
    .column('transaction_id')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('rule_run_transactions').execute();
  await db.schema.dropTable('rule_runs').execute();
}
