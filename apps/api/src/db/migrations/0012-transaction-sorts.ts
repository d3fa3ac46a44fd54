import { PostgresAdapter, sql, type Kysely } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one instead.

/**
 * Indexes for the transactions screen's sorts and filters. Lists are read per group and type
 * (the arms merged in order), so each index starts with both and then the sort key and the id
 * that breaks ties; the columns after the id are there to be filtered in the index (a date
 * range, amount bounds) without reading the row, and to sum what a filter with amount bounds
 * matches by currency from the index alone. Names sort case-insensitively, by lower(name),
 * which both databases can index as an expression.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index transactions_group_type_amount
    on transactions (group_id, transaction_type, amount, id, date, currency)`.execute(db);
  await sql`create index transactions_group_type_name
    on transactions (group_id, transaction_type, lower(name), id, date, amount)`.execute(db);
  await sql`create index transactions_group_type_date_amount
    on transactions (group_id, transaction_type, date, id, amount, currency)`.execute(db);
  // As in 0009: on a database SQLite has analysed, an index without statistics looks so
  // selective that it would be taken for a plain page newest first, sorting a whole group.
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`analyze transactions`.execute(db);
  } else {
    const analysed = await sql<{ name: string }>`
      select name from sqlite_master where type = 'table' and name = 'sqlite_stat1'`.execute(db);
    if (analysed.rows.length > 0) await sql`analyze transactions`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const name of [
    'transactions_group_type_date_amount',
    'transactions_group_type_name',
    'transactions_group_type_amount',
  ]) {
    await db.schema.dropIndex(name).execute();
  }
}
