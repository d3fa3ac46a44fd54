import { PostgresAdapter, sql, type Kysely } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one instead.

/**
 * budget_spend_months and budget_spend_years: a budget's spend per calendar month (yyyy-MM) and
 * year (yyyy) of its days, per currency and rate key, counting only the days of its periods (as
 * budget_spend_periods does). Budget against actual over a long range reads whole years, then
 * whole months, then the days at its ends, instead of every period: a daily budget has 3,650 in
 * ten years. On SQLite the tables are clustered on their keys (WITHOUT ROWID).
 */
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  for (const [name, unit, length] of [
    ['budget_spend_months', 'month', 7],
    ['budget_spend_years', 'year', 4],
  ] as const) {
    const table = db.schema
      .createTable(name)
      .addColumn('budget_id', 'text', (c) =>
        c.notNull().references('budgets.id').onDelete('cascade'),
      )
      .addColumn(unit, 'text', (c) => c.notNull())
      .addColumn('currency', 'integer', (c) => c.notNull())
      .addColumn('rate_key', 'text', (c) => c.notNull())
      .addColumn('amount', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint(`${name}_pk`, ['budget_id', unit, 'currency', 'rate_key']);
    await (postgres ? table : table.modifyEnd(sql`without rowid`)).execute();
    await sql`
      insert into ${sql.table(name)} (budget_id, ${sql.ref(unit)}, currency, rate_key, amount)
      select d.budget_id, substr(d.day, 1, ${sql.lit(length)}), d.currency, d.rate_key,
        sum(d.amount)
      from budget_spend_days d join budgets b on b.id = d.budget_id
      where d.day >= b.start_date and (b.end_date is null or d.day <= b.end_date)
      group by d.budget_id, substr(d.day, 1, ${sql.lit(length)}), d.currency, d.rate_key
      having sum(d.amount) <> 0
    `.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('budget_spend_years').execute();
  await db.schema.dropTable('budget_spend_months').execute();
}
