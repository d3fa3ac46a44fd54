import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { fromMinorUnits } from '../../lib/money.ts';
import { add, divide, rational, roundHalfAwayFromZero, type Rational } from '../../lib/rational.ts';
import type { RateBook } from '../currencies/rate-book.ts';
import { horizonDay, splitRange, type DayRange } from './report-range.ts';
import { ALL, daySums, periodSums, type SumRow, type SumsQuery } from './reports.repository.ts';

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
 * nothing but a few rows per rate day and currency reaches JavaScript.
 */
export async function rangeSums(
  db: Kysely<Database>,
  book: RateBook,
  range: DayRange,
  query: RangeQuery,
): Promise<RangeSum[]> {
  const sums: SumsQuery = {
    groupIds: query.groupIds,
    categories: query.categories ?? [ALL],
    types: query.types,
    byGroup: query.byGroup ?? false,
    byCategory: query.categories !== null,
    byMonth: query.byMonth ?? false,
  };
  const parts = splitRange(range, { years: !sums.byMonth, horizon: horizonDay() });
  const rows: [SumRow[], 1 | -1][] = [];
  for (const years of parts.years)
    rows.push([await periodSums(db, 'money_year_sums', sums, years.from, years.to), 1]);
  const months = async (r: DayRange) => periodSums(db, 'money_month_sums', sums, r.from, r.to);
  const days = async (r: DayRange) => {
    const rateDays = [
      book.rateDay(r.from),
      ...book.rateDays.filter((d) => d > r.from && d <= r.to),
    ];
    return daySums(db, sums, r.from, r.to, rateDays);
  };
  for (const r of parts.months) rows.push([await months(r), 1]);
  for (const r of parts.days) rows.push([await days(r), 1]);
  for (const r of parts.minusMonths) rows.push([await months(r), -1]);
  for (const r of parts.minusDays) rows.push([await days(r), -1]);
  return rows.flatMap(([batch, sign]) =>
    batch.map((row) => ({
      groupId: row.group_id ?? '',
      categoryId: row.category_id ?? '',
      month: row.month ?? '',
      rateDay: row.rate_day,
      transactionType: Number(row.transaction_type),
      currency: Number(row.currency),
      count: sign * Number(row.transaction_count),
      amount: sign * Number(row.amount),
    })),
  );
}

/**
 * Exact conversion of many sums into one currency: raw amounts are first added per figure,
 * currency and rate day (integers), then each such sum is converted once, the fractions added
 * per figure, and each figure rounded once (docs/decisions.md, Reports).
 */
export class ExactFigures {
  private readonly raw = new Map<
    string,
    Map<string, { currency: number; rateDay: string; amount: bigint }>
  >();
  readonly unconverted = new Set<number>();

  add(figure: string, currency: number, rateDay: string, amount: number | bigint): void {
    let parts = this.raw.get(figure);
    if (!parts) this.raw.set(figure, (parts = new Map()));
    const key = `${currency}|${rateDay}`;
    const part = parts.get(key);
    if (part) part.amount += BigInt(amount);
    else parts.set(key, { currency, rateDay, amount: BigInt(amount) });
  }

  /** Each figure's exact value in `to`; currencies without a rate are left out and noted. */
  convert(book: RateBook, to: number): Map<string, Rational> {
    const factors = new Map<string, Rational | null>();
    const factor = (currency: number, rateDay: string) => {
      const key = `${currency}|${rateDay}`;
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
      for (const part of parts.values()) {
        if (part.amount === 0n) continue;
        const rate = factor(part.currency, part.rateDay);
        if (!rate) {
          this.unconverted.add(part.currency);
          continue;
        }
        const sum = byDenominator.get(rate.den) ?? 0n;
        byDenominator.set(rate.den, sum + part.amount * rate.num);
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

/** An exact value as the number on the wire, rounded once to minor units. */
export const wire = (value: Rational | undefined): number =>
  value ? fromMinorUnits(roundHalfAwayFromZero(value)) : 0;

export const ZERO = rational(0n);
export { add, rational };
