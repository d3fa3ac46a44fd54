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

export interface MoneyDayRow extends MoneyKey {
  day: string;
  transaction_count: number;
  amount: number;
}

export interface MoneyMonthRow extends MoneyKey {
  month: string;
  rate_day: string;
  transaction_count: number;
  amount: number;
}

export const DAY_KEY = ['group_id', 'day', 'category_id', 'transaction_type', 'currency'] as const;
export const MONTH_KEY = [
  'group_id',
  'category_id',
  'month',
  'rate_day',
  'transaction_type',
  'currency',
] as const;
const VALUES = ['transaction_count', 'amount'] as const;

export const dayKeyOf = (r: Omit<MoneyDayRow, 'transaction_count' | 'amount'>) =>
  `${r.group_id}|${r.day}|${r.category_id}|${r.transaction_type}|${r.currency}`;
export const monthKeyOf = (r: Omit<MoneyMonthRow, 'transaction_count' | 'amount'>) =>
  `${r.group_id}|${r.category_id}|${r.month}|${r.rate_day}|${r.transaction_type}|${r.currency}`;

/** Day rows summed into their months and rate days (see the migration 0009), in key order. */
export function monthRowsOf(days: readonly MoneyDayRow[], book: RateBook): MoneyMonthRow[] {
  const months = new Rollup<Omit<MoneyMonthRow, 'transaction_count' | 'amount'>>();
  for (const day of days) {
    const fields = {
      group_id: day.group_id,
      category_id: day.category_id,
      month: day.day.slice(0, 7),
      rate_day: book.rateDay(day.day),
      transaction_type: day.transaction_type,
      currency: day.currency,
    };
    months.add(monthKeyOf(fields), () => fields, [day.transaction_count, day.amount]);
  }
  return months.entries().map(withValues);
}

const withValues = <F extends object>({ fields, values: [n = 0, amount = 0] }: Tally<F>) => ({
  ...fields,
  transaction_count: n,
  amount,
});

/** Changes of day sums, and of the month sums they fall into, as adding upserts. */
export function moneySumStatements(
  changes: Tally<MoneyKey & { day: string }>[],
  book: RateBook,
): Statement[] {
  const days = changes.map(withValues);
  return [
    ...upsertStatements('money_day_sums', days, [...DAY_KEY], [...VALUES]),
    ...upsertStatements('money_month_sums', monthRowsOf(days, book), [...MONTH_KEY], [...VALUES]),
  ];
}

/**
 * The day and month sums of transactions that lose their last category (it is deleted): they
 * join the uncategorised rows. The category's own rows are dropped by the caller.
 */
export function uncategorisedStatements(
  groupId: string,
  days: readonly {
    date: string;
    transaction_type: number;
    currency: number;
    transaction_count: number;
    amount: number;
  }[],
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
