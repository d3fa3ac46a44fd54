import type { SortOrder, TransactionSort } from '@budget/contract';
import { sql, type Kysely, type Transaction } from 'kysely';
import { isPostgres } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
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
