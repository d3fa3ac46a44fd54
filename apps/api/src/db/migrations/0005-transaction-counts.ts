import { sql, type Kysely } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one instead.

/**
 * How many transactions each group has per type, month and day. A deep page (page 1,000 of a
 * long history) finds the month and then the day it starts on by adding these up, instead of
 * stepping over every transaction before it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('transaction_day_counts')
    .addColumn('group_id', 'text', (c) => c.notNull().references('groups.id').onDelete('cascade'))
    .addColumn('transaction_type', 'integer', (c) => c.notNull())
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('transaction_count', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('transaction_day_counts_pk', ['group_id', 'transaction_type', 'date'])
    .execute();
  await db.schema
    .createTable('transaction_month_counts')
    .addColumn('group_id', 'text', (c) => c.notNull().references('groups.id').onDelete('cascade'))
    .addColumn('transaction_type', 'integer', (c) => c.notNull())
    .addColumn('month', 'text', (c) => c.notNull())
    .addColumn('transaction_count', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('transaction_month_counts_pk', [
      'group_id',
      'transaction_type',
      'month',
    ])
    .execute();
  await sql`
    insert into transaction_month_counts (group_id, transaction_type, month, transaction_count)
    select group_id, transaction_type, substr(date, 1, 7), count(*) from transactions
    group by group_id, transaction_type, substr(date, 1, 7)
  `.execute(db);
  await sql`
    insert into transaction_day_counts (group_id, transaction_type, date, transaction_count)
    select group_id, transaction_type, date, count(*) from transactions
    group by group_id, transaction_type, date
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('transaction_month_counts').execute();
  await db.schema.dropTable('transaction_day_counts').execute();
}
