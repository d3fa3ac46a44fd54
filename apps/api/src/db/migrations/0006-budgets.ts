import type { Kysely } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one instead.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('budgets')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('group_id', 'text', (c) => c.notNull().references('groups.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    // Integer minor units, never negative.
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('currency', 'integer', (c) => c.notNull())
    .addColumn('period_type', 'integer', (c) => c.notNull())
    .addColumn('start_date', 'text', (c) => c.notNull())
    .addColumn('end_date', 'text')
    .addColumn('created_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('budgets_group').on('budgets').column('group_id').execute();

  await db.schema
    .createTable('budget_categories')
    .addColumn('budget_id', 'text', (c) => c.notNull().references('budgets.id').onDelete('cascade'))
    .addColumn('category_id', 'text', (c) =>
      c.notNull().references('categories.id').onDelete('cascade'),
    )
    .addPrimaryKeyConstraint('budget_categories_pk', ['budget_id', 'category_id'])
    .execute();
  await db.schema
    .createIndex('budget_categories_category')
    .on('budget_categories')
    .columns(['category_id', 'budget_id'])
    .execute();

  // What each budget has spent, per day and per period of the budget, by currency, kept in step
  // with every transaction write. A list reads one period's rows per budget; the day rows let the
  // periods be recomputed when the budget's schedule or the exchange rates change. rate_key names
  // the rate tables the amounts convert with, so that sums sharing it convert exactly at once.
  // Amounts are positive integer minor units.
  await db.schema
    .createTable('budget_spend_days')
    .addColumn('budget_id', 'text', (c) => c.notNull().references('budgets.id').onDelete('cascade'))
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('currency', 'integer', (c) => c.notNull())
    .addColumn('rate_key', 'text', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('budget_spend_days_pk', ['budget_id', 'day', 'currency'])
    .execute();
  await db.schema
    .createTable('budget_spend_periods')
    .addColumn('budget_id', 'text', (c) => c.notNull().references('budgets.id').onDelete('cascade'))
    .addColumn('period_start', 'text', (c) => c.notNull())
    .addColumn('currency', 'integer', (c) => c.notNull())
    .addColumn('rate_key', 'text', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('budget_spend_periods_pk', [
      'budget_id',
      'period_start',
      'currency',
      'rate_key',
    ])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('budget_spend_periods').execute();
  await db.schema.dropTable('budget_spend_days').execute();
  await db.schema.dropTable('budget_categories').execute();
  await db.schema.dropTable('budgets').execute();
}
