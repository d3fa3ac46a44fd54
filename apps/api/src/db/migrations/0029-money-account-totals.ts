import { sql, type Kysely } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one instead.

/**
 * What each money account holds per currency over all its days (docs/decisions.md, 'Money
 * accounts'), kept by the write path beside the day sums: the accounts list reads four rows for
 * a card instead of summing its ten years of days (34,000 rows for a household's four accounts,
 * 25-90 ms on SQLite). Filled here from the day sums.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('money_account_totals')
    .addColumn('money_account_id', 'text', (c) =>
      c.notNull().references('money_accounts.id').onDelete('cascade'),
    )
    .addColumn('currency', 'integer', (c) => c.notNull())
    .addColumn('group_id', 'text', (c) => c.notNull().references('groups.id').onDelete('cascade'))
    .addColumn('transaction_count', 'integer', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('money_account_totals_pk', ['money_account_id', 'currency'])
    .execute();
  await sql`create index money_account_totals_group on money_account_totals (group_id)`.execute(db);
  await sql`
    insert into money_account_totals (money_account_id, currency, group_id, transaction_count, amount)
    select money_account_id, currency, group_id, sum(transaction_count), sum(amount)
    from money_account_day_sums
    group by money_account_id, currency, group_id`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('money_account_totals').execute();
}
