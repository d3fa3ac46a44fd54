import { TransactionType } from '@budget/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { fromMinorUnits } from '../../lib/money.ts';
import { add, divide, rational, roundHalfAwayFromZero, type Rational } from '../../lib/rational.ts';
import type { RateBook } from '../currencies/rate-book.ts';
import { horizonDay, splitRange, type DayRange } from './report-range.ts';
import {
  ALL,
  dayArm,
  periodArm,
  sumsOf,
  type SumsArm,
  type SumsQuery,
} from './range-sums.repository.ts';

/** A sum of one currency on days that share a rate day, counted towards some figures. */
export interface RangeSum {
  /** '' unless summed by group. */
  groupId: string;
  /** '' unless summed by category ('' is also the uncategorised: see the query). */
  categoryId: string;
  /** yyyy-MM when summed by month, else ''. */
  month: string;
  rateDay: string;
  transactionType: number;
  currency: number;
  count: number;
  amount: number;
}

export interface RangeQuery {
  groupIds: string[];
  /** Null: the totals ('*'); else these categories ('' the uncategorised). */
  categories: string[] | null;
  types: number[];
  byGroup?: boolean;
  byMonth?: boolean;
}

/**
 * The money sums of the groups over a range, summed in the database: whole years (unless
 * summed by month), whole months, and the days at the ends, with their rate days, so that
 * nothing but a few rows per rate day and currency reaches JavaScript. Every query's parts are
 * read in one statement; the answer holds each query's sums in its order.
 */
export async function rangeSumsOf(
  db: Kysely<Database>,
  book: RateBook,
  range: DayRange,
  queries: RangeQuery[],
): Promise<RangeSum[][]> {
  const arms: { arm: SumsArm; query: number; sign: 1 | -1 }[] = [];
  queries.forEach((query, index) => {
    const sums: SumsQuery = {
      groupIds: query.groupIds,
      categories: query.categories ?? [ALL],
      types: query.types,
      byGroup: query.byGroup ?? false,
      byCategory: query.categories !== null,
      byMonth: query.byMonth ?? false,
    };
    // Each select names its position in the statement, which is where it is added.
    const add = (build: (position: number) => SumsArm | null, sign: 1 | -1) => {
      const arm = build(arms.length);
      if (arm) arms.push({ arm, query: index, sign });
    };
    const months = (r: DayRange) => (position: number) =>
      periodArm('money_month_sums', sums, r.from, r.to, position);
    const days = (r: DayRange) => (position: number) => {
      const rateDays = [
        book.rateDay(r.from),
        ...book.rateDays.filter((d) => d > r.from && d <= r.to),
      ];
      return dayArm(sums, r.from, r.to, rateDays, position);
    };
    const parts = splitRange(range, { years: !sums.byMonth, horizon: horizonDay() });
    for (const r of parts.years)
      add((position) => periodArm('money_year_sums', sums, r.from, r.to, position), 1);
    for (const r of parts.months) add(months(r), 1);
    for (const r of parts.days) add(days(r), 1);
    for (const r of parts.minusMonths) add(months(r), -1);
    for (const r of parts.minusDays) add(days(r), -1);
  });
  const results: RangeSum[][] = queries.map(() => []);
  const rows = await sumsOf(
    db,
    arms.map(({ arm }) => arm),
  );
  for (const row of rows) {
    const { query, sign } = arms[Number(row.arm)] as (typeof arms)[number];
    (results[query] as RangeSum[]).push({
      groupId: row.group_id ?? '',
      categoryId: row.category_id ?? '',
      month: row.month ?? '',
      rateDay: row.rate_day,
      transactionType: Number(row.transaction_type),
      currency: Number(row.currency),
      count: sign * Number(row.transaction_count),
      amount: sign * Number(row.amount),
    });
  }
  return results;
}

/** The sums of one query (see rangeSumsOf). */
export async function rangeSums(
  db: Kysely<Database>,
  book: RateBook,
  range: DayRange,
  query: RangeQuery,
): Promise<RangeSum[]> {
  return (await rangeSumsOf(db, book, range, [query]))[0] as RangeSum[];
}

/**
 * Exact conversion of many sums into one currency: raw amounts are first added per figure,
 * currency and rate day (integers), then each such sum is converted once, the fractions added
 * per figure, and each figure rounded once (docs/decisions.md, 'Reports and accounts').
 */
export class ExactFigures {
  /** Per figure, per currency and rate day: the sum so far, in a number while it stays exact. */
  private readonly raw = new Map<string, Map<number, Part>>();
  /** Each rate day's number, for a part's key (see keyOf). */
  private readonly days = new Map<string, number>();
  readonly unconverted = new Set<number>();

  /**
   * A number for the currency and rate day: a report adds a few thousand sums, and building
   * and hashing a string key for each stood out in its profile (docs/performance.md).
   */
  private keyOf(currency: number, rateDay: string): number {
    let day = this.days.get(rateDay);
    if (day === undefined) this.days.set(rateDay, (day = this.days.size));
    return day * 4096 + currency;
  }

  add(figure: string, currency: number, rateDay: string, amount: number | bigint): void {
    let parts = this.raw.get(figure);
    if (!parts) this.raw.set(figure, (parts = new Map()));
    const key = this.keyOf(currency, rateDay);
    let part = parts.get(key);
    if (!part) parts.set(key, (part = { currency, rateDay, amount: 0, carried: 0n }));
    if (typeof amount === 'bigint') {
      part.carried += amount;
      return;
    }
    // Numbers, not BigInts, while the sum is a safe integer: a report adds thousands of sums,
    // and a BigInt each was a tenth of its time in allocation and collection.
    const sum = part.amount + amount;
    if (Number.isSafeInteger(sum)) part.amount = sum;
    else {
      part.carried += BigInt(part.amount) + BigInt(amount);
      part.amount = 0;
    }
  }

  /** Each figure's exact value in `to`; currencies without a rate are left out and noted. */
  convert(book: RateBook, to: number): Map<string, Rational> {
    const factors = new Map<number, Rational | null>();
    const factor = (key: number, currency: number, rateDay: string) => {
      if (!factors.has(key)) {
        // A rate day is a table's date: on it every currency's rate is the one of its days.
        const date = rateDay || '0000-01-01';
        const from = book.plnPerUnit(currency, date);
        const into = book.plnPerUnit(to, date);
        factors.set(key, currency === to ? rational(1n) : from && into ? divide(from, into) : null);
      }
      return factors.get(key) ?? null;
    };
    const values = new Map<string, Rational>();
    for (const [figure, parts] of this.raw) {
      // Terms over one denominator are added as integers, and the fraction is reduced once per
      // figure: reducing after every term (a gcd of big integers each time) cost more than all
      // the rest of the conversion.
      const byDenominator = new Map<bigint, bigint>();
      for (const [key, part] of parts) {
        const amount = BigInt(part.amount) + part.carried;
        if (amount === 0n) continue;
        const rate = factor(key, part.currency, part.rateDay);
        if (!rate) {
          this.unconverted.add(part.currency);
          continue;
        }
        const sum = byDenominator.get(rate.den) ?? 0n;
        byDenominator.set(rate.den, sum + amount * rate.num);
      }
      let [num, den] = [0n, 1n];
      for (const [termDen, termNum] of byDenominator) {
        [num, den] = [num * termDen + termNum * den, den * termDen];
      }
      values.set(figure, rational(num, den));
    }
    return values;
  }
}

interface Part {
  currency: number;
  rateDay: string;
  amount: number;
  /** What no longer fitted in `amount` exactly. */
  carried: bigint;
}

/** An exact value as the number on the wire, rounded once to minor units. */
export const wire = (value: Rational | undefined): number =>
  value ? fromMinorUnits(roundHalfAwayFromZero(value)) : 0;

export const ZERO = rational(0n);
export { add, rational };

/** Unconverted sums per currency, signed as stored (the transactions screen's sums). */
export function currencyTotals(sums: RangeSum[]) {
  const byCurrency = new Map<number, { income: number; expenses: number; count: number }>();
  for (const sum of sums) {
    const entry = byCurrency.get(sum.currency) ?? { income: 0, expenses: 0, count: 0 };
    if (sum.transactionType === TransactionType.Income) entry.income += sum.amount;
    else entry.expenses += sum.amount;
    entry.count += sum.count;
    byCurrency.set(sum.currency, entry);
  }
  return [...byCurrency]
    .filter(([, entry]) => entry.count !== 0)
    .sort(([a], [b]) => a - b)
    .map(([currency, entry]) => ({
      currency,
      income: fromMinorUnits(entry.income),
      expenses: fromMinorUnits(entry.expenses),
      transactionCount: entry.count,
    }));
}
