import { sql, type Kysely } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one instead.

/**
 * Recurring transactions (docs/decisions.md, 'Recurring transactions'). A series keeps its rule
 * (period type, the anchor date whose day it keeps, an optional end date), what each occurrence
 * is (type, name, amount, ...) and the index and date of the next occurrence to create; null
 * when it has ended. Each occurrence is an ordinary transaction that names its series and the
 * date it was due on: unique per series, so an occurrence is created once even when two server
 * processes catch up at the same time, and moving an occurrence's own date does not free its
 * slot for a second copy.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('recurring_series')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('group_id', 'text', (c) => c.notNull().references('groups.id').onDelete('cascade'))
    .addColumn('period_type', 'integer', (c) => c.notNull())
    .addColumn('anchor_date', 'text', (c) => c.notNull())
    .addColumn('end_date', 'text')
    .addColumn('next_index', 'integer', (c) => c.notNull())
    .addColumn('next_date', 'text')
    .addColumn('transaction_type', 'integer', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('currency', 'integer', (c) => c.notNull())
    .addColumn('category_ids', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  // The scheduler's question: which series have an occurrence due by a date.
  await db.schema
    .createIndex('recurring_series_next_date')
    .on('recurring_series')
    .columns(['next_date'])
    .execute();
  await db.schema
    .createIndex('recurring_series_group')
    .on('recurring_series')
    .columns(['group_id'])
    .execute();

  await db.schema
    .alterTable('transactions')
    .addColumn('series_id', 'text', (c) => c.references('recurring_series.id').onDelete('set null'))
    .execute();
  await db.schema.alterTable('transactions').addColumn('occurrence_date', 'text').execute();
  await sql`create unique index transactions_series_occurrence
    on transactions (series_id, occurrence_date) where series_id is not null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('transactions_series_occurrence').execute();
  await db.schema.alterTable('transactions').dropColumn('occurrence_date').execute();
  await db.schema.alterTable('transactions').dropColumn('series_id').execute();
  await db.schema.dropTable('recurring_series').execute();
}
