import { PostgresAdapter, sql, type Kysely } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one instead.

/**
 * An index of each group's transactions by their name as a search folds it (the first line of
 * `search_text`, migration 0019: `searchKey` of the name) and date, so the category suggested
 * for a name (docs/decisions.md, 'Rules') reads the latest transactions of that name alone,
 * whatever the number of the group's rows. An index on the expression, not a new column: the
 * write path already keeps `search_text`, and nothing is filled in over existing rows. A query
 * uses it only with the expression written as here (apps/api/src/modules/rules). It holds the
 * id too, so the rows' categories are reached without reading the rows (a third of the time
 * for an import preview's thousand names on SQLite).
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`create index transactions_name_key on transactions
      (group_id, split_part(search_text, chr(10), 1), date, id)`.execute(db);
    return;
  }
  await sql`create index transactions_name_key on transactions
    (group_id, substr(search_text, 1, instr(search_text, char(10)) - 1), date, id)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists transactions_name_key`.execute(db);
}
