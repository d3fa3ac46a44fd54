import { sql, type SqlBool } from 'kysely';
import { searchKey } from '@budget/contract';

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
 * table of trigrams as a phrase, its trigrams one after another: exactly the rows holding it,
 * `%` and `_` included. Otherwise LIKE, which PostgreSQL's trigram index serves as it is.
 */
export function textMatch(text: string, ftsTable: boolean) {
  const key = searchKey(text);
  if (ftsTable && indexedText(text)) {
    const phrase = `"${key.replaceAll('"', '""')}"`;
    return sql<SqlBool>`transactions.rowid in
      (select rowid from transaction_search where transaction_search match ${phrase})`;
  }
  return sql<SqlBool>`transactions.search_text like ${containing(key)} escape '\\'`;
}
