import { PostgresAdapter, sql, type Kysely } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one instead.

/**
 * Rollups for reports and accounts, each transaction's category ids, users' preferences, and a
 * time zone per group.
 *
 * money_day_sums: count and sum of a group's transactions per day, type, currency and category.
 * The category '*' holds every transaction once (the totals), '' the uncategorised ones, and a
 * category id the transactions linked to it (a transaction in two categories counts in both).
 * money_month_sums and money_year_sums: the same per month (yyyy-MM) or year (yyyy) and rate
 * day, the effective date of the latest rates table on or before the day ('' before the first):
 * amounts sharing a rate day convert at the same rates, so they convert exactly without reading
 * their days. A range reads whole years, then whole months, then the days at its ends. On
 * SQLite the tables are clustered on their keys (WITHOUT ROWID), so a range is one run of pages.
 */
async function createSumTables(db: Kysely<any>, postgres: boolean): Promise<void> {
  const groupId = (c: any) => c.notNull().references('groups.id').onDelete('cascade');
  const sumTable = (name: string, period: string, key: string[]) => {
    let table = db.schema
      .createTable(name)
      .addColumn('group_id', 'text', groupId)
      .addColumn(period, 'text', (c) => c.notNull());
    if (period !== 'day') table = table.addColumn('rate_day', 'text', (c) => c.notNull());
    table = table
      .addColumn('transaction_type', 'integer', (c) => c.notNull())
      .addColumn('category_id', 'text', (c) => c.notNull())
      .addColumn('currency', 'integer', (c) => c.notNull())
      .addColumn('transaction_count', 'bigint', (c) => c.notNull())
      .addColumn('amount', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint(`${name}_pk`, key as any);
    return postgres ? table : table.modifyEnd(sql`without rowid`);
  };
  // Days are read by date (the ends of a range, all categories at once); months and years by
  // category and type first (the totals, or each category's expenses, over a run of periods).
  await sumTable('money_day_sums', 'day', [
    'group_id',
    'day',
    'category_id',
    'transaction_type',
    'currency',
  ]).execute();
  for (const [name, period] of [
    ['money_month_sums', 'month'],
    ['money_year_sums', 'year'],
  ] as const) {
    await sumTable(name, period, [
      'group_id',
      'category_id',
      'transaction_type',
      period,
      'rate_day',
      'currency',
    ]).execute();
  }
}

async function fillSumTables(db: Kysely<any>): Promise<void> {
  const columns = sql`(group_id, day, transaction_type, category_id, currency,
    transaction_count, amount)`;
  await sql`
    insert into money_day_sums ${columns}
    select group_id, date, transaction_type, '*', currency, count(*), sum(amount)
    from transactions group by group_id, date, transaction_type, currency
  `.execute(db);
  await sql`
    insert into money_day_sums ${columns}
    select t.group_id, t.date, t.transaction_type, tc.category_id, t.currency, count(*),
      sum(t.amount)
    from transactions t join transaction_categories tc on tc.transaction_id = t.id
    group by t.group_id, t.date, t.transaction_type, tc.category_id, t.currency
  `.execute(db);
  await sql`
    insert into money_day_sums ${columns}
    select group_id, date, transaction_type, '', currency, count(*), sum(amount)
    from transactions t
    where not exists (select 1 from transaction_categories tc where tc.transaction_id = t.id)
    group by group_id, date, transaction_type, currency
  `.execute(db);
  for (const [name, period, length] of [
    ['money_month_sums', 'month', 7],
    ['money_year_sums', 'year', 4],
  ] as const) {
    await sql`
      insert into ${sql.table(name)} (group_id, ${sql.ref(period)}, rate_day, transaction_type,
        category_id, currency, transaction_count, amount)
      select d.group_id, substr(d.day, 1, ${sql.lit(length)}), r.rate_day, d.transaction_type,
        d.category_id, d.currency, sum(d.transaction_count), sum(d.amount)
      from money_day_sums d
      join (
        select days.day, coalesce(
          (select max(effective_date) from exchange_rates e where e.effective_date <= days.day),
          '') as rate_day
        from (select distinct day from money_day_sums) days
      ) r on r.day = d.day
      group by d.group_id, substr(d.day, 1, ${sql.lit(length)}), r.rate_day, d.transaction_type,
        d.category_id, d.currency
    `.execute(db);
  }
}

async function addCategoryIds(db: Kysely<any>, postgres: boolean): Promise<void> {
  // Each transaction's category ids, sorted and joined by commas, kept by the write path with
  // its links: an export reads them with the transaction instead of seeking its links.
  await db.schema
    .alterTable('transactions')
    .addColumn('category_ids', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  // Sorted as JavaScript sorts them (code units): PostgreSQL's default collation might not.
  const binary = postgres ? sql`collate "C"` : sql``;
  await sql`
    update transactions set category_ids = (
      select string_agg(tc.category_id, ',' order by tc.category_id ${binary})
      from transaction_categories tc where tc.transaction_id = transactions.id)
    where exists (
      select 1 from transaction_categories tc where tc.transaction_id = transactions.id)
  `.execute(db);
}

async function addIndexes(db: Kysely<any>, postgres: boolean): Promise<void> {
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
  // SQLite plans with the statistics of its last ANALYZE (the seed runs one): an index without
  // any looks so selective that it would be preferred to the date index for a page of
  // transactions, sorting a whole group. Statistics for the new indexes keep the plans right.
  if (postgres) await sql`analyze transactions`.execute(db);
  else {
    const analysed = await sql<{ name: string }>`
      select name from sqlite_master where type = 'table' and name = 'sqlite_stat1'`.execute(db);
    if (analysed.rows.length > 0) await sql`analyze transactions`.execute(db);
  }
}

export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await createSumTables(db, postgres);
  await fillSumTables(db);
  await addCategoryIds(db, postgres);
  await addIndexes(db, postgres);

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
  await db.schema.alterTable('transactions').dropColumn('category_ids').execute();
  await db.schema.dropTable('money_year_sums').execute();
  await db.schema.dropTable('money_month_sums').execute();
  await db.schema.dropTable('money_day_sums').execute();
}
