import type { Kysely } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one instead.

/**
 * Who paid and how it is shared (docs/decisions.md, 'Splits'). A transaction (and a recurring
 * series, for its occurrences) names its payer and its split as JSON: the method, each member's
 * value as entered and share in minor units. Transactions written before have neither: they are
 * nobody's to share and move no balance. Each group gets its settlement currency (null: PLN)
 * and default split (null: equal among all members), and a rollup of what each member paid and
 * owes per transaction type, currency and day, kept by the write path, from which balances (all
 * types) and the reports' figures by member (expenses and incomes) are read.
 */
export async function up(db: Kysely<any>): Promise<void> {
  for (const table of ['transactions', 'recurring_series']) {
    await db.schema.alterTable(table).addColumn('paid_by', 'text').execute();
    await db.schema.alterTable(table).addColumn('split', 'text').execute();
  }
  await db.schema.alterTable('groups').addColumn('settlement_currency', 'integer').execute();
  await db.schema.alterTable('groups').addColumn('default_split', 'text').execute();
  await db.schema
    .createTable('member_day_sums')
    .addColumn('group_id', 'text', (c) => c.notNull().references('groups.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('transaction_type', 'integer', (c) => c.notNull())
    .addColumn('currency', 'integer', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('paid', 'bigint', (c) => c.notNull())
    .addColumn('share', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('member_day_sums_pk', [
      'group_id',
      'user_id',
      'transaction_type',
      'currency',
      'day',
    ])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('member_day_sums').execute();
  await db.schema.alterTable('groups').dropColumn('default_split').execute();
  await db.schema.alterTable('groups').dropColumn('settlement_currency').execute();
  for (const table of ['recurring_series', 'transactions']) {
    await db.schema.alterTable(table).dropColumn('split').execute();
    await db.schema.alterTable(table).dropColumn('paid_by').execute();
  }
}
