import { sql, type Kysely } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one instead.

/**
 * Rollups for reports and accounts, users' preferences, and a time zone per group.
 *
 * money_day_sums: count and sum of a group's transactions per day, type, currency and category.
 * The category '*' holds every transaction once (the totals), '' the uncategorised ones, and a
 * category id the transactions linked to it (a transaction in two categories counts in both).
 * money_month_sums: the same per month and rate day, the effective date of the latest rates
 * table on or before the day ('' before the first): amounts sharing a rate day convert at the
 * same rates, so a month's sums convert exactly without reading its days. Days are keyed date
 * first (a report reads the days of the months its range cuts), months category first (a report
 * reads the totals, or each category, over a range of months).
 */
export async function up(db: Kysely<any>): Promise<void> {
  const groupId = (c: any) => c.notNull().references('groups.id').onDelete('cascade');
  await db.schema
    .createTable('money_day_sums')
    .addColumn('group_id', 'text', groupId)
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('transaction_type', 'integer', (c) => c.notNull())
    .addColumn('category_id', 'text', (c) => c.notNull())
    .addColumn('currency', 'integer', (c) => c.notNull())
    .addColumn('transaction_count', 'bigint', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('money_day_sums_pk', [
      'group_id',
      'day',
      'category_id',
      'transaction_type',
      'currency',
    ])
    .execute();
  await db.schema
    .createTable('money_month_sums')
    .addColumn('group_id', 'text', groupId)
    .addColumn('month', 'text', (c) => c.notNull())
    .addColumn('rate_day', 'text', (c) => c.notNull())
    .addColumn('transaction_type', 'integer', (c) => c.notNull())
    .addColumn('category_id', 'text', (c) => c.notNull())
    .addColumn('currency', 'integer', (c) => c.notNull())
    .addColumn('transaction_count', 'bigint', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('money_month_sums_pk', [
      'group_id',
      'category_id',
      'month',
      'rate_day',
      'transaction_type',
      'currency',
    ])
    .execute();

  await sql`
    insert into money_day_sums
      (group_id, day, transaction_type, category_id, currency, transaction_count, amount)
    select group_id, date, transaction_type, '*', currency, count(*), sum(amount)
    from transactions group by group_id, date, transaction_type, currency
  `.execute(db);
  await sql`
    insert into money_day_sums
      (group_id, day, transaction_type, category_id, currency, transaction_count, amount)
    select t.group_id, t.date, t.transaction_type, tc.category_id, t.currency, count(*),
      sum(t.amount)
    from transactions t join transaction_categories tc on tc.transaction_id = t.id
    group by t.group_id, t.date, t.transaction_type, tc.category_id, t.currency
  `.execute(db);
  await sql`
    insert into money_day_sums
      (group_id, day, transaction_type, category_id, currency, transaction_count, amount)
    select group_id, date, transaction_type, '', currency, count(*), sum(amount)
    from transactions t
    where not exists (select 1 from transaction_categories tc where tc.transaction_id = t.id)
    group by group_id, date, transaction_type, currency
  `.execute(db);
  await sql`
    insert into money_month_sums (group_id, month, rate_day, transaction_type, category_id,
      currency, transaction_count, amount)
    select d.group_id, substr(d.day, 1, 7), r.rate_day, d.transaction_type, d.category_id,
      d.currency, sum(d.transaction_count), sum(d.amount)
    from money_day_sums d
    join (
      select days.day, coalesce(
        (select max(effective_date) from exchange_rates e where e.effective_date <= days.day),
        '') as rate_day
      from (select distinct day from money_day_sums) days
    ) r on r.day = d.day
    group by d.group_id, substr(d.day, 1, 7), r.rate_day, d.transaction_type, d.category_id,
      d.currency
  `.execute(db);

  // The largest expenses of a range: each currency's, most negative first, off an index that
  // also holds the date, so rows outside the range are skipped without reading them.
  await db.schema
    .createIndex('transactions_group_type_currency_amount')
    .on('transactions')
    .columns(['group_id', 'transaction_type', 'currency', 'amount', 'date', 'id'])
    .execute();
  await db.schema
    .createIndex('exchange_rates_effective_date')
    .on('exchange_rates')
    .column('effective_date')
    .execute();

  await db.schema
    .createTable('user_preferences')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('theme', 'text', (c) => c.notNull())
    .addColumn('display_currency', 'integer', (c) => c.notNull())
    .addColumn('locale', 'text')
    .addColumn('week_start', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  // Null: the server's time zone (TZ), as before this column existed.
  await db.schema.alterTable('groups').addColumn('time_zone', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('groups').dropColumn('time_zone').execute();
  await db.schema.dropTable('user_preferences').execute();
  await db.schema.dropIndex('exchange_rates_effective_date').execute();
  await db.schema.dropIndex('transactions_group_type_currency_amount').execute();
  await db.schema.dropTable('money_month_sums').execute();
  await db.schema.dropTable('money_day_sums').execute();
}
