import { transactionSearchText } from '@budget/contract';
import { sql, type Kysely } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one instead.

/** Rows read and written per statement while the column is filled. */
const BATCH = 1000;

/**
 * The text a search compares (docs/decisions.md, 'Names and search'): each transaction's name
 * and description as the contract's transactionSearchText folds them (lower case, no accents), kept by the
 * write path. SQLite's lower() folds only ASCII letters and PostgreSQL's follows the database's
 * collation, so neither finds 'Żabka' from 'zabka'; the same key on both databases does.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('transactions')
    .addColumn('search_text', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  let after = '';
  for (;;) {
    const rows = await db
      .selectFrom('transactions')
      .select(['id', 'name', 'description'])
      .where('id', '>', after)
      .orderBy('id')
      .limit(BATCH)
      .execute();
    if (rows.length === 0) break;
    const values = rows.map(
      (row) =>
        sql`(${row.id}, ${transactionSearchText(row.name as string, row.description as string | null)})`,
    );
    await sql`update transactions set search_text = v.column2
      from (values ${sql.join(values)}) as v where transactions.id = v.column1`.execute(db);
    after = rows[rows.length - 1]?.id as string;
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('transactions').dropColumn('search_text').execute();
}
