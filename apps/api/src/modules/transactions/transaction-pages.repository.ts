import type { SortOrder, TransactionSort } from '@budget/contract';
import { sql, type Kysely, type Transaction } from 'kysely';
import { isPostgres } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import type { PageMarks } from './page-marks.ts';
import { SORTED_MATCHES, textPageIds } from './text-pages.repository.ts';
import { indexedText } from './text-search.ts';
import { batches, sortedPageIds } from './transaction-sorts.repository.ts';
import { narrows, pageIds, type ListFilter } from './transactions.repository.ts';

type Db = Kysely<Database> | Transaction<Database>;
type Stream = { group_id: string; transaction_type: number };

/** Months read per group and type at a time while looking for the month a page starts in. */
const MONTHS_PER_READ = 24;

/** The (group, type) pairs that have transactions at all. */
async function streams(db: Db, filter: ListFilter): Promise<Stream[]> {
  let query = db
    .selectFrom('transaction_totals')
    .select(['group_id', 'transaction_type'])
    .distinct()
    .where('group_id', 'in', filter.groupIds)
    .where('transaction_count', '>', 0);
  if (filter.transactionType !== undefined)
    query = query.where('transaction_type', '=', filter.transactionType);
  return query.execute();
}

type Counted = {
  group_id: string;
  transaction_type: number;
  key: string;
  transaction_count: number;
};

/** Up to MONTHS_PER_READ months before `before` for every stream, in one statement. */
async function months(db: Db, arms: Stream[], before: string | undefined): Promise<Counted[]> {
  const part = (stream: Stream) => {
    let query = db
      .selectFrom('transaction_month_counts')
      .select(['group_id', 'transaction_type', 'month as key', 'transaction_count'])
      .where('group_id', '=', stream.group_id)
      .where('transaction_type', '=', stream.transaction_type);
    if (before !== undefined) query = query.where('month', '<', before);
    return db.selectFrom(query.orderBy('month', 'desc').limit(MONTHS_PER_READ).as('m')).selectAll();
  };
  const counted: Counted[] = [];
  // SQLite takes at most 500 terms in one compound SELECT.
  for (const batch of batches(arms)) {
    const [first, ...rest] = batch as [Stream, ...Stream[]];
    let query = part(first);
    for (const stream of rest) query = query.unionAll(part(stream));
    counted.push(...(await query.execute()));
  }
  return counted;
}

/** The day counts of one month for every stream, in one statement. */
async function daysOf(db: Db, arms: Stream[], month: string): Promise<Counted[]> {
  return db
    .selectFrom('transaction_day_counts')
    .select(['group_id', 'transaction_type', 'date as key', 'transaction_count'])
    .where('group_id', 'in', [...new Set(arms.map((arm) => arm.group_id))])
    .where('transaction_type', 'in', [...new Set(arms.map((arm) => arm.transaction_type))])
    .where('date', '>=', `${month}-01`)
    .where('date', '<=', `${month}-31`)
    .execute();
}

/**
 * Walks counts newest first, summed over the streams, to the key (month or day) holding the
 * `offset`-th transaction. Reads come in chunks; a chunk is complete down to the oldest key of
 * the stream that filled its chunk, and the walk only trusts keys at or above it.
 */
async function locate(
  arms: Stream[],
  read: (before: string | undefined) => Promise<Counted[]>,
  chunk: number,
  offset: number,
): Promise<{ key: string; passed: number } | null> {
  let before: string | undefined;
  let passed = 0;
  for (;;) {
    const rows = await read(before);
    const perKey = new Map<string, number>();
    const perStream = new Map<string, { count: number; oldest: string }>();
    for (const row of rows) {
      perKey.set(row.key, (perKey.get(row.key) ?? 0) + Number(row.transaction_count));
      const stream = `${row.group_id}|${row.transaction_type}`;
      const seen = perStream.get(stream);
      if (!seen) perStream.set(stream, { count: 1, oldest: row.key });
      else {
        seen.count += 1;
        if (row.key < seen.oldest) seen.oldest = row.key;
      }
    }
    let floor: string | undefined;
    for (const { count, oldest } of perStream.values()) {
      if (count >= chunk && (floor === undefined || oldest > floor)) floor = oldest;
    }
    const keys = [...perKey.keys()]
      .filter((key) => floor === undefined || key >= floor)
      .sort()
      .reverse();
    for (const key of keys) {
      const count = perKey.get(key) as number;
      if (passed + count > offset) return { key, passed };
      passed += count;
    }
    if (floor === undefined || arms.length === 0) return null;
    before = floor;
  }
}

/**
 * The ids of one page. Newest first and narrowed by type or free text at most, each group is read
 * off its date index; without free text, a page far into the history starts at
 * the day its first transaction falls on, found from month and then day counts, and skips only
 * within that day, so page 1,000 costs about what page 1 costs. Free text steps through matches,
 * but the few matches (`matchCount`) of a text the trigram index holds are found there and sorted.
 */
export async function pageTransactionIds(
  db: Db,
  filter: ListFilter,
  limit: number,
  offset: number,
  sort: TransactionSort = 'date',
  order: SortOrder = 'desc',
  marks?: { list: string; store: PageMarks },
  matchCount = Infinity,
) {
  if (indexedText(filter.text) && matchCount <= SORTED_MATCHES) {
    return textPageIds(db, filter, sort, order, limit, offset);
  }
  if (filter.text && isPostgres(db as Kysely<Database>)) {
    // A walk checking the text on each row: PostgreSQL would AND the trigram index's bitmap of
    // every match into a small group's arm (15 ms for 'pharmacy'; the arm's walk takes 1 ms).
    const walk = async (trx: Db) => {
      await sql`set local enable_bitmapscan = off`.execute(trx);
      const ids = await walkedPageIds(trx, filter, limit, offset, sort, order, marks);
      // Within a caller's transaction (a statement read in one state), its later reads plan
      // as usual.
      await sql`set local enable_bitmapscan = on`.execute(trx);
      return ids;
    };
    return db.isTransaction ? walk(db) : (db as Kysely<Database>).transaction().execute(walk);
  }
  return walkedPageIds(db, filter, limit, offset, sort, order, marks);
}

/** A page read in its sort's order (`pageTransactionIds`). */
async function walkedPageIds(
  db: Db,
  filter: ListFilter,
  limit: number,
  offset: number,
  sort: TransactionSort,
  order: SortOrder,
  marks?: { list: string; store: PageMarks },
) {
  if (sort !== 'date' || order !== 'desc' || narrows({ ...filter, text: undefined })) {
    return sortedPageIds(db, filter, sort, order, limit, offset, marks);
  }
  if (filter.text || offset === 0) return pageIds(db, filter, limit, offset);
  const arms = await streams(db, filter);
  if (arms.length === 0) return [];
  const month = await locate(arms, (before) => months(db, arms, before), MONTHS_PER_READ, offset);
  if (!month) return [];
  const withinMonth = offset - month.passed;
  const day = await locate(arms, () => daysOf(db, arms, month.key), Infinity, withinMonth);
  if (!day) return [];
  return pageIds(db, filter, limit, withinMonth - day.passed, day.key);
}
