import { LARGEST_EXPENSES, type ReportExpense } from '@budget/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { fromMinorUnits } from '../../lib/money.ts';
import { divide, roundHalfAwayFromZero, type Rational } from '../../lib/rational.ts';
import type { RateBook } from '../currencies/rate-book.ts';
import type { DayRange } from './report-range.ts';
import {
  expensesByAmount,
  firstExpensesOf,
  type ExpenseRead,
  type ExpenseRow,
  type ExpenseScan,
} from './reports.repository.ts';

const BATCH = LARGEST_EXPENSES;

interface Candidate extends ExpenseRow {
  groupId: string;
  currency: number;
  /** Positive value in the report's currency; null without a rate. */
  value: Rational | null;
}

/**
 * Older first, then by id: a stable order among equal values, and the order of the amount
 * index, so a walk down it meets equal amounts in the order they rank.
 */
const byDate = (a: { date: string; id: string }, b: { date: string; id: string }) =>
  a.date < b.date ? -1 : a.date > b.date ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;

const compare = (a: Rational, b: Rational) => {
  const left = a.num * b.den;
  const right = b.num * a.den;
  return left < right ? -1 : left > right ? 1 : 0;
};

/** The highest rate from `currency` into `to` on any day of the range (null: none known). */
function highestRate(book: RateBook, currency: number, to: number, range: DayRange) {
  const days = [range.from, ...book.rateDays.filter((d) => d > range.from && d <= range.to)];
  let best: Rational | null = null;
  for (const day of days) {
    const from = book.plnPerUnit(currency, day);
    const into = book.plnPerUnit(to, day);
    if (!from || !into) continue;
    const rate = divide(from, into);
    if (!best || compare(rate, best) > 0) best = rate;
  }
  return best;
}

/** A group's expenses in one currency: how many the range holds, and how many in all. */
export interface ExpenseStream {
  groupId: string;
  currency: number;
  inRange: number;
  /** How many in all; null where the database chooses its index itself. */
  total: number | null;
}

/**
 * Walking the amount index finds one expense of the range every total/inRange entries; reading
 * the range by date costs inRange. The walk needs about BATCH finds.
 */
const scanFor = (stream: ExpenseStream): ExpenseScan =>
  stream.total === null || stream.inRange * stream.inRange > BATCH * stream.total
    ? 'by-amount'
    : 'by-date';

/**
 * The largest expenses of the range by their value in `to` at their own dates, exactly: each
 * group's expenses are read per currency, largest amount first, in small batches, until even the
 * highest rate of the range could not lift the next one among the largest found. Expenses in a
 * currency without any rate come after those that convert, largest amount first.
 */
export async function largestExpenses(
  db: Kysely<Database>,
  book: RateBook,
  streams: ExpenseStream[],
  range: DayRange,
  to: number,
  groupNames: Map<string, string>,
): Promise<ReportExpense[]> {
  const found: Candidate[] = [];
  const unconvertible: Candidate[] = [];
  /** The last of the largest found so far, once there are enough. */
  const threshold = () => {
    if (found.length < LARGEST_EXPENSES) return null;
    found.sort((a, b) => compare(b.value as Rational, a.value as Rational) || byDate(a, b));
    found.length = LARGEST_EXPENSES;
    return found[LARGEST_EXPENSES - 1] as Candidate;
  };
  const reads = streams.map((stream) => ({
    scan: scanFor(stream),
    where: { groupId: stream.groupId, currency: stream.currency, from: range.from, to: range.to },
  }));
  const take = (rows: ExpenseRow[], { groupId, currency }: ExpenseStream) => {
    for (const row of rows) {
      const value = book.convertExact(BigInt(-Number(row.amount)), currency, to, row.date);
      (value ? found : unconvertible).push({ ...row, groupId, currency, value });
    }
  };
  // Every stream's first batch is read in one statement and counted before any stream is read
  // further, so the bar a stream must clear is already as high as those reads allow: most
  // searches end with that one statement.
  const firstBatches = await firstExpensesOf(db, reads, BATCH);
  streams.forEach((stream, index) => take(firstBatches[index] as ExpenseRow[], stream));
  for (const [index, stream] of streams.entries()) {
    const rate = highestRate(book, stream.currency, to, range);
    let rows = firstBatches[index] as ExpenseRow[];
    for (;;) {
      const last = rows.at(-1);
      if (!last || rows.length < BATCH || !rate) break;
      const floor = threshold();
      const bound = { num: -BigInt(last.amount) * rate.num, den: rate.den };
      // Amounts only shrink from here, and equal amounts come in ranking order: stop once the
      // largest possible value cannot qualify, or could only tie with the last one found (or be
      // it) and rank after it.
      if (floor) {
        const order = compare(bound, floor.value as Rational);
        if (order < 0 || (order === 0 && byDate(last, floor) >= 0)) break;
      }
      const after = { amount: Number(last.amount), date: last.date, id: last.id };
      rows = await expensesByAmount(db, reads[index] as ExpenseRead, BATCH, after);
      take(rows, stream);
    }
  }
  found.sort((a, b) => compare(b.value as Rational, a.value as Rational) || byDate(a, b));
  unconvertible.sort((a, b) => Number(a.amount) - Number(b.amount) || byDate(a, b));
  return [...found, ...unconvertible].slice(0, LARGEST_EXPENSES).map((c) => ({
    id: c.id,
    name: c.name,
    date: c.date,
    groupId: c.groupId,
    groupName: groupNames.get(c.groupId) ?? '',
    amount: fromMinorUnits(-Number(c.amount)),
    currency: c.currency,
    converted: c.value ? fromMinorUnits(roundHalfAwayFromZero(c.value)) : null,
  }));
}
