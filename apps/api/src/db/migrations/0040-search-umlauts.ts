import { transactionSearchText } from '@budget/contract';
import { PostgresAdapter, sql, type Kysely } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one instead.

/** Rows read and written per statement while the texts are rebuilt. */
const BATCH = 1000;

/** A German umlaut, composed or as a letter and U+0308 (the combining diaeresis). */
const UMLAUTS = 'äöüÄÖÜ\u0308';

/**
 * The search texts again, now that a name or description with an umlaut is also searched with
 * it spelled out ('Mueller' for 'Müller', docs/decisions.md, 'Names and search'). Only a row
 * whose name or description holds one can have changed, so the database picks those out; the
 * FTS5 table follows its triggers on SQLite, the trigram index itself on PostgreSQL.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const holds = (column: string) =>
    postgres
      ? sql<boolean>`${sql.ref(column)} ~ ${`[${UMLAUTS}]`}`
      : sql<boolean>`${sql.ref(column)} glob ${`*[${UMLAUTS}]*`}`;
  let after = '';
  for (;;) {
    const rows = await db
      .selectFrom('transactions')
      .select(['id', 'name', 'description', 'search_text'])
      .where('id', '>', after)
      .where((eb) => eb.or([holds('name'), holds('description')]))
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

/** The texts keep their spelled-out lines: a search finds no less with them. */
export async function down(): Promise<void> {}
