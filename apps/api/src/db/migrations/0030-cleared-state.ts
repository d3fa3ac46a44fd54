import { sql, type Kysely } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one instead.

const TRANSFER = 3;

/**
 * Cleared and reconciled state per side of a transaction (docs/decisions.md, 'Money accounts'):
 * `cleared`/`reconciled` for its own account, `to_cleared`/`to_reconciled` for where a transfer
 * arrives, since each bank clears its side on its own day (0 or 1 on both databases). The rows
 * of imports came from the bank: they start cleared. `money_account_day_sums.cleared_amount`
 * is what the cleared sides move in the account that day, filled here from them, and
 * `money_account_totals.cleared_amount` the same over all days (migration 0029).
 */
export async function up(db: Kysely<any>): Promise<void> {
  for (const column of ['cleared', 'reconciled', 'to_cleared', 'to_reconciled']) {
    await db.schema
      .alterTable('transactions')
      .addColumn(column, 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
  }
  await db.schema
    .alterTable('money_account_day_sums')
    .addColumn('cleared_amount', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`update transactions set cleared = 1 where import_batch_id is not null`.execute(db);
  // Imports write incomes, expenses and settlements (which move 0), never account transfers.
  await sql`update money_account_day_sums set cleared_amount = coalesce((
      select sum(t.amount) from transactions t
      where t.money_account_id = money_account_day_sums.money_account_id
        and t.currency = money_account_day_sums.currency
        and t.date = money_account_day_sums.day
        and t.cleared = 1 and t.transaction_type <> ${TRANSFER}), 0)
    where exists (
      select 1 from transactions t
      where t.money_account_id = money_account_day_sums.money_account_id
        and t.currency = money_account_day_sums.currency
        and t.date = money_account_day_sums.day
        and t.cleared = 1)`.execute(db);
  await db.schema
    .alterTable('money_account_totals')
    .addColumn('cleared_amount', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`update money_account_totals set cleared_amount = coalesce((
      select sum(s.cleared_amount) from money_account_day_sums s
      where s.money_account_id = money_account_totals.money_account_id
        and s.currency = money_account_totals.currency), 0)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('money_account_totals').dropColumn('cleared_amount').execute();
  await db.schema.alterTable('money_account_day_sums').dropColumn('cleared_amount').execute();
  for (const column of ['to_reconciled', 'to_cleared', 'reconciled', 'cleared']) {
    await db.schema.alterTable('transactions').dropColumn(column).execute();
  }
}
