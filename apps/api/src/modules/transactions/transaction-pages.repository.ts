import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { pageIds, type ListFilter } from './transactions.repository.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** Days read per group and type at a time while looking for the day a page starts on. */
const DAYS_PER_READ = 400;

interface Boundary {
  /** The newest day the page reaches into. */
  date: string;
  /** How many of that day's transactions (and any older ones' order) come before the page. */
  skip: number;
}

/** The (group, type) pairs that have transactions at all. */
async function streams(db: Db, filter: ListFilter) {
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

/**
 * Finds the day on which the `offset`-th transaction (newest first) falls by adding up day
 * counts, newest day first, reading each group's days straight off the primary key.
 */
async function findBoundary(db: Db, filter: ListFilter, offset: number): Promise<Boundary | null> {
  const arms = await streams(db, filter);
  let before: string | undefined;
  let passed = 0;
  for (;;) {
    const perDay = new Map<string, number>();
    let floor: string | undefined; // dates at or after it are complete in this read
    let exhausted = true;
    for (const stream of arms) {
      let query = db
        .selectFrom('transaction_day_counts')
        .select(['date', 'transaction_count'])
        .where('group_id', '=', stream.group_id)
        .where('transaction_type', '=', stream.transaction_type);
      if (before !== undefined) query = query.where('date', '<', before);
      const rows = await query.orderBy('date', 'desc').limit(DAYS_PER_READ).execute();
      for (const row of rows)
        perDay.set(row.date, (perDay.get(row.date) ?? 0) + Number(row.transaction_count));
      if (rows.length === DAYS_PER_READ) {
        exhausted = false;
        const last = (rows.at(-1) as { date: string }).date;
        if (floor === undefined || last > floor) floor = last;
      }
    }
    const days = [...perDay.keys()].filter((day) => exhausted || day >= (floor as string));
    days.sort((a, b) => (a < b ? 1 : -1));
    for (const day of days) {
      const count = perDay.get(day) as number;
      if (passed + count > offset) return { date: day, skip: offset - passed };
      passed += count;
    }
    if (exhausted) return null;
    before = floor;
  }
}

/**
 * The ids of one page, newest first. Without free text, a page far into the history starts at
 * the day its first transaction falls on (found from day counts) and skips only within that day,
 * so page 1,000 costs about what page 1 costs. Free-text filters step through the matches.
 */
export async function pageTransactionIds(
  db: Db,
  filter: ListFilter,
  limit: number,
  offset: number,
) {
  if (filter.text || offset === 0) return pageIds(db, filter, limit, offset);
  const boundary = await findBoundary(db, filter, offset);
  if (!boundary) return [];
  return pageIds(db, filter, limit, boundary.skip, boundary.date);
}
