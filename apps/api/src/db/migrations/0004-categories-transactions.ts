import type { Kysely } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one instead.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('categories')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('group_id', 'text', (c) => c.notNull().references('groups.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('name_normalized', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('categories_group_name', ['group_id', 'name_normalized'])
    .execute();

  await db.schema
    .createTable('transactions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('group_id', 'text', (c) => c.notNull().references('groups.id').onDelete('cascade'))
    .addColumn('transaction_type', 'integer', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    // Signed integer minor units: expenses negative.
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('currency', 'integer', (c) => c.notNull())
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('recurring', 'boolean', (c) => c.notNull())
    .addColumn('recurring_period', 'integer')
    .addColumn('end_date', 'text')
    .addColumn('created_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  // Pages newest first, per group, with and without a type filter, read straight off an index.
  await db.schema
    .createIndex('transactions_group_date')
    .on('transactions')
    .columns(['group_id', 'date', 'id'])
    .execute();
  await db.schema
    .createIndex('transactions_group_type_date')
    .on('transactions')
    .columns(['group_id', 'transaction_type', 'date', 'id'])
    .execute();

  await db.schema
    .createTable('transaction_categories')
    .addColumn('transaction_id', 'text', (c) =>
      c.notNull().references('transactions.id').onDelete('cascade'),
    )
    .addColumn('category_id', 'text', (c) =>
      c.notNull().references('categories.id').onDelete('cascade'),
    )
    .addPrimaryKeyConstraint('transaction_categories_pk', ['transaction_id', 'category_id'])
    .execute();
  await db.schema
    .createIndex('transaction_categories_category')
    .on('transaction_categories')
    .columns(['category_id', 'transaction_id'])
    .execute();

  // Running count and sum per group, type and currency, kept in step with every write, so that
  // totals and counts never scan a group's history.
  await db.schema
    .createTable('transaction_totals')
    .addColumn('group_id', 'text', (c) => c.notNull().references('groups.id').onDelete('cascade'))
    .addColumn('transaction_type', 'integer', (c) => c.notNull())
    .addColumn('currency', 'integer', (c) => c.notNull())
    .addColumn('transaction_count', 'bigint', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('transaction_totals_pk', ['group_id', 'transaction_type', 'currency'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('transaction_totals').execute();
  await db.schema.dropTable('transaction_categories').execute();
  await db.schema.dropTable('transactions').execute();
  await db.schema.dropTable('categories').execute();
}
