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

/**
 * The folded words of a search, each looked for on its own and in any order, in the name or the
 * description: 'muller cafe' finds 'Café Müller', 'zakupy biedronka' a Biedronka described as
 * 'zakupy' (docs/decisions.md, 'Names and search').
 */
export function searchWords(text: string): string[] {
  return [
    ...new Set(
      searchKey(text)
        .split(/\s+/u)
        .filter((word) => word !== ''),
    ),
  ];
}

const longEnough = (word: string) => [...word].length >= TRIGRAM;

/** Whether a word of the free text, folded, is long enough for the trigram index (migration 0023). */
export function indexedText(text: string | undefined): boolean {
  return text !== undefined && searchWords(text).some(longEnough);
}

/** Each word of the text found in the search text of `column` (LIKE, `%` and `_` literal). */
function everyWord(words: string[], column: ReturnType<typeof sql<string>>) {
  if (words.length === 0) return sql<SqlBool>`1 = 1`;
  const likes = words.map((word) => sql<SqlBool>`${column} like ${containing(word)} escape '\\'`);
  return sql<SqlBool>`(${sql.join(likes, sql` and `)})`;
}

/** SQLite's FTS5 query of the words with a trigram: their phrases ANDed; shorter ones checked after. */
function phrasesOf(words: string[]): TextQuery {
  return {
    match: words.filter(longEnough).map(quoted).join(' AND '),
    recheck: !words.every(longEnough),
  };
}

/**
 * The free-text condition: every word of the query, folded as the stored text is, found in it
 * (docs/decisions.md, 'Names and search'). With `ftsTable` (SQLite) words of three or more
 * characters are looked up in the FTS5 table of trigrams (as `planned`, else each as a phrase,
 * its trigrams one after another: exactly the rows holding it, `%` and `_` included), shorter
 * ones checked by LIKE. Otherwise LIKE, which PostgreSQL's trigram index serves: for the text's
 * rare trigrams alone when `planned` names them (`planTrigrams`).
 */
export function textMatch(text: string, ftsTable: boolean, planned?: TextQuery) {
  const words = searchWords(text);
  const like = everyWord(words, sql<string>`transactions.search_text`);
  if (planned?.rare?.length) {
    // The words checked on an expression no index serves: the index is asked for the rare
    // trigrams alone, and each row they find is checked.
    return sql<SqlBool>`${everyWord(planned.rare, sql<string>`transactions.search_text`)} and
      ${everyWord(words, sql<string>`(transactions.search_text || '')`)}`;
  }
  if (!ftsTable || !indexedText(text)) return like;
  const query = planned ?? phrasesOf(words);
  const found = sql<SqlBool>`transactions.rowid in (select rowid from transaction_search
    where transaction_search match ${query.match})`;
  return query.recheck ? sql<SqlBool>`${found} and ${like}` : found;
}

/**
 * How a text is looked up. SQLite: how its FTS5 table is asked, and whether each row's text is
 * checked after. PostgreSQL: `rare`, the trigrams the trigram index is asked for instead of all
 * of the text's (none: the text as it is).
 */
export interface TextQuery {
  match: string;
  recheck: boolean;
  rare?: string[];
}

/** A trigram in fewer rows than this narrows a search enough to be looked up on its own. */
export const RARE_TRIGRAM = 1_000;

const quoted = (text: string) => `"${text.replaceAll('"', '""')}"`;

/** The distinct trigrams of a search's words, in their order (none across two words). */
function trigramsOf(text: string): string[] {
  const trigrams = searchWords(text).flatMap((word) => {
    const chars = [...word];
    return chars.slice(0, -2).map((_, i) => chars.slice(i, i + 3).join(''));
  });
  return [...new Set(trigrams)];
}

/** Rows a PostgreSQL plan reads to tell a text's rare trigrams (`planTrigrams`). */
export const SAMPLED_ROWS = 1_000;

/**
 * PostgreSQL: pg_trgm's index reads the row list of every trigram of a text, so 'note 1234'
 * reads 'not', 'ote' and 'te ' (a third of the rows each): 6-7 ms on a million rows, where
 * '123' and '234' alone find its 31 rows in 0.3 ms. The index keeps no counts to ask, so the
 * trigrams are counted in the first SAMPLED_ROWS rows (1-3 ms, once per text and data version):
 * those in at most `rarity` of them (1 in RARE_TRIGRAM) are what the index is asked for, and the
 * whole text is checked in each row found. Without a rare trigram (or with all rare, or two or
 * fewer trigrams), the text as it is.
 */
export async function planTrigrams(
  db: Kysely<Database> | Transaction<Database>,
  text: string,
  { sample = SAMPLED_ROWS, rarity = 1 / RARE_TRIGRAM } = {},
): Promise<TextQuery> {
  const trigrams = trigramsOf(text);
  const plain = { match: '', recheck: false };
  if (trigrams.length <= 2) return plain;
  const counts = trigrams.map(
    (trigram, i) =>
      sql`count(*) filter (where search_text like ${containing(trigram)} escape '\\')
        as ${sql.ref(`c${i}`)}`,
  );
  const result = await sql<Record<string, number | string>>`select count(*) as sampled,
    ${sql.join(counts)} from (select search_text from transactions limit ${sample}) rows`.execute(
    db,
  );
  const row = result.rows[0] ?? {};
  const sampled = Number(row.sampled ?? 0);
  const rare = trigrams.filter((_, i) => Number(row[`c${i}`] ?? 0) <= sampled * rarity);
  return rare.length > 0 && rare.length < trigrams.length ? { ...plain, rare } : plain;
}

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
  const trigrams = trigramsOf(text);
  const probes = trigrams.map(
    (trigram, i) => sql`(select count(*) from (select 1 from transaction_search
      where transaction_search match ${quoted(trigram)} limit ${rare})) as ${sql.ref(`c${i}`)}`,
  );
  const result = await sql<Record<string, number>>`select ${sql.join(probes)}`.execute(db);
  const counts = result.rows[0] ?? {};
  const few = trigrams.filter((_, i) => Number(counts[`c${i}`]) < rare);
  if (few.length === 0) return phrasesOf(searchWords(text));
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
