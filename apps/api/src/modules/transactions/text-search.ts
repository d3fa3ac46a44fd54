import { sql, type Kysely, type SqlBool, type Transaction } from 'kysely';
import { searchKey } from '@budget/contract';
import { isPostgres } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';

/** A LIKE pattern finding `text` anywhere, with `%`, `_` and backslashes taken literally. */
export function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** A trigram is three characters: a shorter text has none to look up. */
const TRIGRAM = 3;

/** Whether the free text, folded, is long enough for the trigram index (migration 0023). */
export function indexedText(text: string | undefined): boolean {
  return text !== undefined && [...searchKey(text)].length >= TRIGRAM;
}

/**
 * The free-text condition, the query folded as the stored text is (docs/decisions.md, 'Names and
 * search'). With `ftsTable` (SQLite) a text of three or more characters is looked up in the FTS5
 * table of trigrams (as `planned`, else as a phrase, its trigrams one after another: exactly
 * the rows holding it, `%` and `_` included). Otherwise LIKE, which PostgreSQL's trigram index
 * serves as it is.
 */
export function textMatch(text: string, ftsTable: boolean, planned?: TextQuery) {
  const key = searchKey(text);
  const like = sql<SqlBool>`transactions.search_text like ${containing(key)} escape '\\'`;
  if (!ftsTable || !indexedText(text)) return like;
  const found = sql<SqlBool>`transactions.rowid in (select rowid from transaction_search
    where transaction_search match ${planned?.match ?? quoted(key)})`;
  return planned?.recheck ? sql<SqlBool>`${found} and ${like}` : found;
}

/** How SQLite's FTS5 table is asked for a text, and whether each row's text is checked after. */
export interface TextQuery {
  match: string;
  recheck: boolean;
}

/** A trigram in fewer rows than this narrows a search enough to be looked up on its own. */
export const RARE_TRIGRAM = 1_000;

const quoted = (text: string) => `"${text.replaceAll('"', '""')}"`;

/**
 * The FTS5 query for an indexed text. A phrase reads every row list of its trigrams whole: 'note
 * 1234' reads 'not' and 'ote' (a third of the rows each), 3-4 ms on a million rows, though
 * '123' and '234' alone find 31 rows in 0.05 ms. So each trigram's list is first read only up
 * to `rare` rows (FTS5 stops there); the rare trigrams alone, ANDed, find the candidates, and
 * each candidate's text is checked, as the rare trigrams need not stand side by side. Without
 * a rare trigram, the phrase.
 */
export async function planTextQuery(
  db: Kysely<Database> | Transaction<Database>,
  text: string,
  rare = RARE_TRIGRAM,
): Promise<TextQuery> {
  const chars = [...searchKey(text)];
  const trigrams = [...new Set(chars.slice(0, -2).map((_, i) => chars.slice(i, i + 3).join('')))];
  const probes = trigrams.map(
    (trigram, i) => sql`(select count(*) from (select 1 from transaction_search
      where transaction_search match ${quoted(trigram)} limit ${rare})) as ${sql.ref(`c${i}`)}`,
  );
  const result = await sql<Record<string, number>>`select ${sql.join(probes)}`.execute(db);
  const counts = result.rows[0] ?? {};
  const few = trigrams.filter((_, i) => Number(counts[`c${i}`]) < rare);
  if (few.length === 0) return { match: quoted(chars.join('')), recheck: false };
  return { match: few.map(quoted).join(' AND '), recheck: true };
}

/** SQLite's answer to an FTS5 integrity check that finds the index out of step (CORRUPT_VTAB). */
const CORRUPT_VTAB = 267;

/**
 * SQLite: whether the FTS5 table indexes exactly the rows' search text (its own integrity
 * check), and with `fix` it is rebuilt from them when not; undefined on PostgreSQL, whose index
 * PostgreSQL keeps itself.
 */
export async function checkSearchIndex(db: Kysely<Database>, fix: boolean) {
  if (isPostgres(db)) return undefined;
  try {
    await sql`insert into transaction_search (transaction_search, rank)
      values ('integrity-check', 1)`.execute(db);
    return true;
  } catch (error) {
    if ((error as { errcode?: number }).errcode !== CORRUPT_VTAB) throw error;
    if (fix)
      await sql`insert into transaction_search (transaction_search) values ('rebuild')`.execute(db);
    return false;
  }
}
