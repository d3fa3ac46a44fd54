import { transactionSearchText } from '@budget/contract';
import { PostgresAdapter, sql, type Kysely } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one instead.

/** Rows read and written per statement while the texts are rebuilt. */
const BATCH = 1000;

/**
 * The search texts again, now that a search reads every dash as a hyphen and every quote as a
 * straight one (docs/decisions.md, 'Names and search'). Only a text holding a character outside
 * printable ASCII can have changed (the new folding maps nothing else), so the database picks
 * those out and each is written only when its key did change; the FTS5 table follows its
 * triggers on SQLite, the trigram index itself on PostgreSQL.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const unusual =
    db.getExecutor().adapter instanceof PostgresAdapter
      ? sql<boolean>`search_text ~ ${'[^\n -~]'}`
      : sql<boolean>`search_text glob ${'*[^\n -~]*'}`;
  let after = '';
  for (;;) {
    const rows = await db
      .selectFrom('transactions')
      .select(['id', 'name', 'description', 'search_text'])
      .where('id', '>', after)
      .where(unusual)
      .orderBy('id')
      .limit(BATCH)
      .execute();
    if (rows.length === 0) break;
    const changed = rows.flatMap((row) => {
      const text = transactionSearchText(row.name as string, row.description as string | null);
      return text === row.search_text ? [] : [sql`(${row.id}, ${text})`];
    });
    if (changed.length > 0) {
      await sql`update transactions set search_text = v.column2
        from (values ${sql.join(changed)}) as v where transactions.id = v.column1`.execute(db);
    }
    after = rows[rows.length - 1]?.id as string;
  }
}

/** The texts stay as they are: the earlier folding found less, and nothing depends on it. */
export async function down(): Promise<void> {}
