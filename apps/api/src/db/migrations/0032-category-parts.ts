import type { Kysely } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one instead.

/**
 * A transaction's amount divided among its categories (docs/decisions.md, 'Category parts'):
 * each link's part in minor units, signed as the transaction's amount; null on every link of a
 * transaction without parts (each category counts the whole amount, as before). A recurring
 * series keeps the parts its occurrences copy (`category_parts`: `id:minor` joined by commas,
 * null for none), as it keeps their categories.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('transaction_categories').addColumn('amount', 'bigint').execute();
  await db.schema.alterTable('recurring_series').addColumn('category_parts', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('recurring_series').dropColumn('category_parts').execute();
  await db.schema.alterTable('transaction_categories').dropColumn('amount').execute();
}
