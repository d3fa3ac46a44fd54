import type { SortOrder, TransactionSort } from '@budget/contract';
import { sql, type Kysely, type SqlBool, type Transaction } from 'kysely';
import { isPostgres } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { RARE_TRIGRAM, planTextQuery } from './text-search.ts';
import { sortKey } from './transaction-sorts.repository.ts';
import { matching, type ListFilter } from './transactions.repository.ts';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * Matches of an indexed free text up to which a page sorts them all rather than walk a sort's
 * index past the rows that do not match: a rare text would have the walk read the whole history.
 * On SQLite, a million rows: a match found and read costs about 3 µs, a row walked 0.5 µs, so
 * page 1 of 3,360 matches took 15 ms sorted and 8 ms walked, of 31 matches 1 ms and a second.
 */
export const SORTED_MATCHES = 2_000;

/**
 * The rows of one statement over every group, the text's index driving, the groups checked on
 * each row (SQLite's unary + keeps the planner from walking a group's index instead).
 */
export function textMatchesQuery(db: Db, filter: ListFilter) {
  const postgres = isPostgres(db as Kysely<Database>);
  const group = postgres ? sql<string>`transactions.group_id` : sql<string>`+transactions.group_id`;
  return db
    .selectFrom('transactions')
    .where(group, 'in', filter.groupIds)
    .where(matching(filter, filter.transactionType, { ftsTable: !postgres }));
}

/** The ids of one page of an indexed text's matches, found through the index and sorted. */
export async function textPageIds(
  db: Db,
  filter: ListFilter,
  sort: TransactionSort,
  order: SortOrder,
  limit: number,
  offset: number,
): Promise<string[]> {
  if (filter.groupIds.length === 0) return [];
  const rows = await textMatchesQuery(db, filter)
    .select('id')
    .orderBy(sortKey[sort], order)
    .orderBy('id', order)
    .limit(limit)
    .offset(offset)
    .execute();
  return rows.map((row) => row.id);
}

/** Matches of a common text (in the FTS5 table) whose rows are read to judge a list's share. */
const SAMPLED_MATCHES = 200;

/**
 * Whether a page of an indexed text had better sort its matches than walk the sort's index,
 * judged without reading every match (a page asked for without its figures: docs/decisions.md,
 * 'Finding transactions'). SQLite: a text planned by its rare trigrams has fewer candidates than
 * RARE_TRIGRAM; a phrase is counted in the FTS5 table alone, over every group and type, up to
 * one past SORTED_MATCHES (0.6 ms for 'pharmacy'; its 30,000 rows cost 100 ms to read); past
 * that, the rows of its first SAMPLED_MATCHES are read (0.4 ms), and when none is in the list
 * (the incomes, for an expense's name) the list holds under 1 in 200 of them, which its walk
 * would pass by: they are sorted. PostgreSQL: the list's matches are counted off the trigram
 * index up to one past SORTED_MATCHES.
 */
export async function sortsTextMatches(
  db: Db,
  filter: ListFilter,
  sorted = SORTED_MATCHES,
  sample = SAMPLED_MATCHES,
): Promise<boolean> {
  if (filter.groupIds.length === 0) return true;
  const bound = sorted + 1;
  if (isPostgres(db as Kysely<Database>)) {
    const row = await db
      .selectFrom(
        textMatchesQuery(db, filter)
          .select(sql`1`.as('one'))
          .limit(bound)
          .as('few'),
      )
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirst();
    return Number(row?.count ?? 0) <= sorted;
  }
  const planned = filter.textQuery ?? (await planTextQuery(db, filter.text ?? ''));
  if (planned.recheck) return RARE_TRIGRAM <= sorted;
  const found = (limit: number) =>
    sql`select rowid from transaction_search where transaction_search match ${planned.match}
      limit ${limit}`;
  const global = await sql<{
    count: number;
  }>`select count(*) as count from (${found(bound)})`.execute(db);
  if (Number(global.rows[0]?.count ?? 0) <= sorted) return true;
  const group = sql<string>`+transactions.group_id`;
  const sampled = await db
    .selectFrom('transactions')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where(sql<SqlBool>`transactions.rowid in (${found(sample)})`)
    .where(group, 'in', filter.groupIds)
    .where(matching({ ...filter, text: undefined }, filter.transactionType))
    .executeTakeFirst();
  return Number(sampled?.count ?? 0) === 0;
}
