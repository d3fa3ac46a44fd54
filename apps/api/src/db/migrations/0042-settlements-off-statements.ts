import { sql, type Kysely } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one instead.

/**
 * A settlement between members (a Transfer, type 3, naming no destination) sits in an account
 * of its group but moves nothing there. The accounts' day sums and totals counted it, with 0,
 * so a statement listed 'Settlement 0.00' and its count was one more than the account's rows
 * of money (docs/decisions.md, 'Money accounts'). Now it touches no account: each count loses
 * the settlements of its account, currency (and day), and rows left counting nothing go. A
 * settlement marked cleared or reconciled on a statement then is unmarked: no statement shows
 * it any more, and a reconciled one could not be deleted without being shown.
 */
const settled = (table: 'money_account_day_sums' | 'money_account_totals') => sql`
  from transactions t
  where t.transaction_type = 3 and t.to_money_account_id is null
    and t.money_account_id = ${sql.table(table)}.money_account_id
    and t.currency = ${sql.table(table)}.currency
    ${table === 'money_account_day_sums' ? sql`and t.date = money_account_day_sums.day` : sql``}`;

export async function up(db: Kysely<any>): Promise<void> {
  for (const table of ['money_account_day_sums', 'money_account_totals'] as const) {
    await sql`update ${sql.table(table)}
      set transaction_count = transaction_count - (select count(*) ${settled(table)})
      where exists (select 1 ${settled(table)})`.execute(db);
    await sql`delete from ${sql.table(table)}
      where transaction_count = 0 and amount = 0 and cleared_amount = 0`.execute(db);
  }
  await sql`update transactions set cleared = 0, reconciled = 0
    where transaction_type = 3 and to_money_account_id is null
      and (cleared <> 0 or reconciled <> 0)`.execute(db);
}

/**
 * Counts the settlements again, with 0, in the rows of their account, currency and day; which
 * of them were cleared or reconciled is not known any more (they stay unmarked).
 */
export async function down(db: Kysely<any>): Promise<void> {
  const settlements = sql`from transactions
    where transaction_type = 3 and to_money_account_id is null`;
  await sql`insert into money_account_day_sums
      (money_account_id, currency, day, group_id, transaction_count, amount, cleared_amount)
    select money_account_id, currency, date, min(group_id), count(*), 0, 0 ${settlements}
    group by money_account_id, currency, date
    on conflict (money_account_id, currency, day)
    do update set transaction_count = money_account_day_sums.transaction_count
      + excluded.transaction_count`.execute(db);
  await sql`insert into money_account_totals
      (money_account_id, currency, group_id, transaction_count, amount, cleared_amount)
    select money_account_id, currency, min(group_id), count(*), 0, 0 ${settlements}
    group by money_account_id, currency
    on conflict (money_account_id, currency)
    do update set transaction_count = money_account_totals.transaction_count
      + excluded.transaction_count`.execute(db);
}
