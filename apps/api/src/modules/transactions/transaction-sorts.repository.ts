import { TransactionType, type SortOrder, type TransactionSort } from '@budget/contract';
import { sql, type Kysely, type RawBuilder, type Transaction } from 'kysely';
import { isPostgres } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import type { PageMarks } from './page-marks.ts';
import { accountSeeks, type Seek } from './account-pages.repository.ts';
import { matching, type ListFilter } from './transactions.repository.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** The expression each sort orders by; migration 0012 indexes each after group and type. */
export const sortKey: Record<TransactionSort, RawBuilder<string | number>> = {
  date: sql`date`,
  amount: sql`amount`,
  name: sql`lower(name)`,
};

/** Arms of one compound select: SQLite refuses more than 500 terms. */
export const MAX_ARMS = 400;

/** Arms in batches SQLite takes as one compound select each. */
export function batches<T>(arms: T[]): T[][] {
  const all: T[][] = [];
  for (let i = 0; i < arms.length; i += MAX_ARMS) all.push(arms.slice(i, i + MAX_ARMS));
  return all;
}

/** The arms as one UNION ALL (at least one arm). */
export function unionOf<Q extends { unionAll: (other: Q) => Q }>(arms: Q[]): Q {
  const [first, ...rest] = arms as [Q, ...Q[]];
  let query = first;
  for (const next of rest) query = query.unionAll(next);
  return query;
}

const compare = (a: string | number, b: string | number) => (a < b ? -1 : a > b ? 1 : 0);

/** Transactions of a date range up to which sorting them beats reading in the sort's order. */
const SORTED_RANGE = 10_000;

/** How many transactions the filter's date range holds (whole months), from the month counts. */
async function rangeCount(db: Db, filter: ListFilter): Promise<number> {
  if (!filter.from && !filter.to) return Infinity;
  let query = db
    .selectFrom('transaction_month_counts')
    .select((eb) => eb.fn.sum<number>('transaction_count').as('count'))
    .where('group_id', 'in', filter.groupIds);
  if (filter.transactionType !== undefined) {
    query = query.where('transaction_type', '=', filter.transactionType);
  }
  if (filter.from) query = query.where('month', '>=', filter.from.slice(0, 7));
  if (filter.to) query = query.where('month', '<=', filter.to.slice(0, 7));
  return Number((await query.executeTakeFirst())?.count ?? 0);
}

type KeyRow = { id: string; k: string | number };

/**
 * Past SQLite's 500 terms of one compound select (a user in over a hundred groups): each batch's
 * first `take` rows in order, merged here as SQLite orders them (BINARY: by code point), from
 * `from` to `to`.
 */
async function mergedBatches<A>(
  arms: A[],
  firstRows: (batch: A[]) => Promise<KeyRow[]>,
  order: SortOrder,
  from: number,
  to: number,
): Promise<KeyRow[]> {
  const rows: KeyRow[] = [];
  for (const batch of batches(arms)) rows.push(...(await firstRows(batch)));
  const sign = order === 'asc' ? 1 : -1;
  return rows.sort((a, b) => sign * (compare(a.k, b.k) || compare(a.id, b.id))).slice(from, to);
}

/**
 * Remembers where the page starts (the row read before it) and where the next one does (its
 * last row, when the page is full).
 */
function rememberEnds(
  marks: { list: string; store: PageMarks },
  rows: KeyRow[],
  before: number,
  offset: number,
  limit: number,
) {
  const page = rows.slice(before);
  const first = rows[0];
  const last = page.at(-1);
  if (before && first) marks.store.remember(marks.list, offset, { k: first.k, id: first.id });
  if (page.length === limit && last) {
    marks.store.remember(marks.list, offset + limit, { k: last.k, id: last.id });
  }
}

/**
 * The ids of one page in any sort. Each (group, type) pair is one arm read in the sort's order
 * straight off its index (an account's list by date: each account's side, account-pages.repository.ts), with the filter checked in the index where the index holds the column
 * (dates, amounts), and the arms are merged, so a page costs its offset in index entries rather
 * than a sort of the whole history. As in `pageIds`, PostgreSQL needs each arm ordered and
 * limited in a subquery to merge instead of sorting.
 */
export async function sortedPageIds(
  db: Db,
  filter: ListFilter,
  sort: TransactionSort,
  order: SortOrder,
  limit: number,
  offset: number,
  marks?: { list: string; store: PageMarks },
): Promise<string[]> {
  const types =
    filter.transactionType === undefined
      ? Object.values(TransactionType)
      : [filter.transactionType];
  if (filter.groupIds.length === 0) return [];
  const postgres = isPostgres(db as Kysely<Database>);
  // SQLite's planner cannot know how much of the history a date range holds; told nothing, it
  // sorts the range, which is right for a month and far too slow for years.
  const datesOffIndex =
    !postgres && sort !== 'date' && (await rangeCount(db, filter)) > SORTED_RANGE;
  // From the nearest remembered row before the page (by key), or else from the start; one row
  // more is read before the page, to be remembered as where this page starts.
  const known = offset > 0 ? marks?.store.nearest(marks.list, offset) : undefined;
  const after = known?.mark;
  const skip = known ? offset - known.position : offset;
  const before = skip > 0 ? 1 : 0;
  const direction = sql.raw(order === 'asc' ? '>' : '<');
  const arm = (seek: Seek) => {
    let plain = seek(db.selectFrom('transactions').select(['id', sortKey[sort].as('k')]));
    if (after) {
      // Not a row value: SQLite takes a row value as an index range only on plain columns, and
      // the lone first term is a range of every sort's index, lower(name) included.
      const key = sortKey[sort];
      plain = plain.where(
        sql<boolean>`${key} ${direction}= ${after.k} and (${key} ${direction} ${after.k}
          or transactions.id ${direction} ${after.id})`,
      );
    }
    if (!postgres) return plain;
    const wrapped = db
      .selectFrom(
        plain
          .orderBy(sortKey[sort], order)
          .orderBy('id', order)
          .limit(skip + limit)
          .as('arm'),
      )
      .select(['arm.id', 'arm.k']);
    return wrapped as unknown as typeof plain;
  };
  const seeks: Seek[] =
    sort === 'date' && filter.moneyAccountIds?.length
      ? accountSeeks(filter, { datesOffIndex })
      : filter.groupIds.flatMap((groupId) =>
          types.map(
            (type): Seek =>
              (query) =>
                query
                  .where('group_id', '=', groupId)
                  .where(matching(filter, type, { datesOffIndex })),
          ),
        );
  const arms = seeks.map(arm);
  if (arms.length === 0) return [];
  const inOrder = (batch: typeof arms) => unionOf(batch).orderBy('k', order).orderBy('id', order);
  const rows: KeyRow[] =
    postgres || arms.length <= MAX_ARMS
      ? await inOrder(arms)
          .limit(limit + before)
          .offset(skip - before)
          .execute()
      : await mergedBatches(
          arms,
          (batch) =>
            inOrder(batch)
              .limit(skip + limit)
              .execute(),
          order,
          skip - before,
          skip + limit,
        );
  if (marks) rememberEnds(marks, rows, before, offset, limit);
  return rows.slice(before).map((row) => row.id);
}
