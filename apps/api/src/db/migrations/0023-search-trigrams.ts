import { PostgresAdapter, sql, type Kysely } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one instead.

/**
 * A trigram index over each transaction's search text (migration 0019), so a search of three
 * or more characters reads the rows holding the text instead of every row's text
 * (docs/decisions.md, 'Names and search'; docs/performance.md, 'Finding transactions').
 *
 * SQLite: an FTS5 table of trigrams whose content is `transactions.search_text`, keyed by the
 * rowid (`transactions` has a text primary key, so it is a rowid table; VACUUM keeps the rowids
 * of such a table as they are). Triggers keep it in step with every insert, update and delete,
 * whoever writes: the write path, imports, restores, a group's deletion by cascade.
 *
 * PostgreSQL: pg_trgm's GIN index, which serves `search_text like '%text%'` itself. Where the
 * extension cannot be created (not installed, or not allowed), the migration says so and goes
 * on without the index: a search then reads every row, as it did before.
 */
/** Whether pg_trgm is there or could be created; a refusal is told, not raised. */
async function trigramExtension(db: Kysely<any>): Promise<boolean> {
  // Inside the migrations' transaction a savepoint keeps a refusal from aborting it.
  const inTransaction = db.isTransaction;
  if (inTransaction) await sql`savepoint search_trigrams`.execute(db);
  try {
    await sql`create extension if not exists pg_trgm`.execute(db);
    if (inTransaction) await sql`release savepoint search_trigrams`.execute(db);
    return true;
  } catch (error) {
    if (inTransaction) await sql`rollback to savepoint search_trigrams`.execute(db);
    console.warn(
      `pg_trgm is not available (${String(error)}): text search works without an index, ` +
        'reading every row; install the extension and run the migrations again to add it.',
    );
    return false;
  }
}

export async function up(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    if (!(await trigramExtension(db))) return;
    await sql`create index transactions_search_trigrams on transactions
      using gin (search_text gin_trgm_ops)`.execute(db);
    return;
  }
  // columnsize=0: nothing ranks the matches, so no lengths are kept for ranking.
  await sql`create virtual table transaction_search using fts5(search_text,
    content='transactions', content_rowid='rowid', tokenize='trigram', columnsize=0)`.execute(db);
  await sql`create trigger transactions_search_insert after insert on transactions begin
    insert into transaction_search (rowid, search_text) values (new.rowid, new.search_text);
  end`.execute(db);
  // An external content table forgets a row by being told the text it indexed.
  await sql`create trigger transactions_search_delete after delete on transactions begin
    insert into transaction_search (transaction_search, rowid, search_text)
      values ('delete', old.rowid, old.search_text);
  end`.execute(db);
  await sql`create trigger transactions_search_update after update of search_text on transactions
    when old.search_text is not new.search_text begin
    insert into transaction_search (transaction_search, rowid, search_text)
      values ('delete', old.rowid, old.search_text);
    insert into transaction_search (rowid, search_text) values (new.rowid, new.search_text);
  end`.execute(db);
  await sql`insert into transaction_search (transaction_search) values ('rebuild')`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`drop index if exists transactions_search_trigrams`.execute(db);
    return;
  }
  await sql`drop trigger transactions_search_update`.execute(db);
  await sql`drop trigger transactions_search_delete`.execute(db);
  await sql`drop trigger transactions_search_insert`.execute(db);
  await sql`drop table transaction_search`.execute(db);
}
