import type { RateBook } from '../currencies/rate-book.ts';
import { upsertStatements, type Statement } from './derived.repository.ts';
import { Rollup, type Tally } from './rollup.ts';

/** The category of the rows that hold every transaction once: the totals. */
export const ALL_CATEGORIES = '*';
/** The category of the rows that hold the transactions without a category. */
export const UNCATEGORISED = '';

export interface MoneyKey {
  group_id: string;
  category_id: string;
  transaction_type: number;
  currency: number;
}

interface Values {
  transaction_count: number;
  amount: number;
}

export interface MoneyDayRow extends MoneyKey, Values {
  day: string;
}

/** A month (yyyy-MM) or a year (yyyy) of money sums, per rate day (see migration 0009). */
export type Period = 'month' | 'year';
export type MoneyPeriodRow = MoneyKey & Values & { period: string; rate_day: string };

export const DAY_KEY = ['group_id', 'day', 'category_id', 'transaction_type', 'currency'] as const;
export const TABLES = { month: 'money_month_sums', year: 'money_year_sums' } as const;
const LENGTH = { month: 7, year: 4 } as const;
const VALUES = ['transaction_count', 'amount'] as const;

export const dayKeyOf = (r: Omit<MoneyDayRow, keyof Values>) =>
  `${r.group_id}|${r.day}|${r.category_id}|${r.transaction_type}|${r.currency}`;
/** In the order of the tables' keys: group, category, type, period, rate day, currency. */
export const periodKeyOf = (r: Omit<MoneyPeriodRow, keyof Values>) =>
  `${r.group_id}|${r.category_id}|${r.transaction_type}|${r.period}|${r.rate_day}|${r.currency}`;

/** Day rows summed into their months or years and rate days, in key order. */
export function periodRowsOf(
  days: readonly MoneyDayRow[],
  book: RateBook,
  period: Period,
): MoneyPeriodRow[] {
  const sums = new Rollup<Omit<MoneyPeriodRow, keyof Values>>();
  for (const day of days) {
    const fields = {
      group_id: day.group_id,
      category_id: day.category_id,
      transaction_type: day.transaction_type,
      period: day.day.slice(0, LENGTH[period]),
      rate_day: book.rateDay(day.day),
      currency: day.currency,
    };
    sums.add(periodKeyOf(fields), () => fields, [day.transaction_count, day.amount]);
  }
  return sums.entries().map(withValues);
}

const withValues = <F extends object>({ fields, values: [n = 0, amount = 0] }: Tally<F>) => ({
  ...fields,
  transaction_count: n,
  amount,
});

/** Period rows as their table stores them (the period under its own column name). */
export function stored(rows: readonly MoneyPeriodRow[], period: Period) {
  return rows.map(({ period: value, ...row }) => ({ ...row, [period]: value }));
}

/** Adding upserts of period rows into their table. */
export function periodStatements(rows: readonly MoneyPeriodRow[], period: Period): Statement[] {
  const key = ['group_id', 'category_id', 'transaction_type', period, 'rate_day', 'currency'];
  return upsertStatements(TABLES[period], stored(rows, period), key as never[], [...VALUES]);
}

/** Changes of day sums, and of the months and years they fall into, as adding upserts. */
export function moneySumStatements(
  changes: Tally<MoneyKey & { day: string }>[],
  book: RateBook,
): Statement[] {
  const days = changes.map(withValues);
  return [
    ...upsertStatements('money_day_sums', days, [...DAY_KEY], [...VALUES]),
    ...periodStatements(periodRowsOf(days, book, 'month'), 'month'),
    ...periodStatements(periodRowsOf(days, book, 'year'), 'year'),
  ];
}

/**
 * The day, month and year sums of transactions that lose their last category (it is deleted):
 * they join the uncategorised rows. The category's own rows are dropped by the caller.
 */
export function uncategorisedStatements(
  groupId: string,
  days: readonly (Values & { date: string; transaction_type: number; currency: number })[],
  book: RateBook,
): Statement[] {
  const changes = days.map((d) => ({
    fields: {
      group_id: groupId,
      day: d.date,
      category_id: UNCATEGORISED,
      transaction_type: Number(d.transaction_type),
      currency: Number(d.currency),
    },
    values: [d.transaction_count, d.amount],
  }));
  changes.sort((a, b) => (dayKeyOf(a.fields) < dayKeyOf(b.fields) ? -1 : 1));
  return moneySumStatements(changes, book);
}
