import { PostgresAdapter, sql, type Kysely } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one instead.

/**
 * The rollups whose rows each take the writes of many days: totals, months, years and budget
 * periods. Day rows take a day's writes, mostly while the day is recent, and are by far the
 * most numerous (a 1,000,000-transaction household: 415,000 money day rows, 1,200,000 budget
 * day rows), so their tables stay full: free room there would make every range read longer.
 */
const ROLLUPS = [
  'transaction_totals',
  'transaction_month_counts',
  'money_year_sums',
  'money_month_sums',
  'budget_spend_periods',
  'budget_spend_years',
  'budget_spend_months',
];

/**
 * PostgreSQL writes a new version of a row on each update. With full pages the new version
 * goes to another page and every index gets a new entry; the old one waits for a vacuum. The
 * rollups below are updated far more often than inserted (the budgets' year sums of the seeded
 * household: 11,883 updates of 2,723 rows, 64 of them on the same page), so they grew to five
 * times the size of their live rows and reads went through the dead versions too
 * (docs/performance.md). Room left on each page lets an update stay on its page without
 * touching the indexes, and the page is tidied when next read. Pages written before this keep
 * their fill until rewritten. SQLite updates in place.
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  for (const table of ROLLUPS) {
    await sql`alter table ${sql.table(table)} set (fillfactor = 70)`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  for (const table of ROLLUPS) {
    await sql`alter table ${sql.table(table)} reset (fillfactor)`.execute(db);
  }
}
