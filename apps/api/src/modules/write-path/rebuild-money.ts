import type { RateBook } from '../currencies/rate-book.ts';
import { upsertAdding } from './derived.repository.ts';
import { compare, tableOf } from './differences.ts';
import type { Trx } from './group-lock.ts';
import { DAY_KEY, dayKeyOf, periodKeyOf, periodRowsOf, periodStatements } from './money-sums.ts';
import { runStatements } from './derived.repository.ts';
import {
  clearMoneySums,
  moneyDaysFromTransactions,
  moneyDaysOf,
  moneyPeriodsOf,
} from './money-sums.repository.ts';

const values = (r: { transaction_count: number; amount: number }) => [
  r.transaction_count,
  r.amount,
];
const nonZero = <R extends { transaction_count: number; amount: number }>(rows: R[]) =>
  rows.filter((r) => r.transaction_count !== 0 || r.amount !== 0);

/** Money sums per day, month and year: stored against recomputed; rewritten when repairing. */
export async function checkMoneySums(trx: Trx, book: RateBook, groupId: string, repair: boolean) {
  const days = await moneyDaysFromTransactions(trx, groupId);
  const months = periodRowsOf(days, book, 'month');
  const years = periodRowsOf(days, book, 'year');
  const differences = [
    ...compare(
      'money_day_sums',
      tableOf(await moneyDaysOf(trx, groupId), dayKeyOf, values),
      tableOf(days, dayKeyOf, values),
    ),
    ...compare(
      'money_month_sums',
      tableOf(await moneyPeriodsOf(trx, groupId, 'month'), periodKeyOf, values),
      tableOf(months, periodKeyOf, values),
    ),
    ...compare(
      'money_year_sums',
      tableOf(await moneyPeriodsOf(trx, groupId, 'year'), periodKeyOf, values),
      tableOf(years, periodKeyOf, values),
    ),
  ];
  if (repair && differences.length > 0) {
    await clearMoneySums(trx, groupId);
    const sorted = nonZero(days).sort((a, b) => (dayKeyOf(a) < dayKeyOf(b) ? -1 : 1));
    await upsertAdding(trx, 'money_day_sums', sorted, [...DAY_KEY], []);
    await runStatements(trx, [
      ...periodStatements(nonZero(months), 'month'),
      ...periodStatements(nonZero(years), 'year'),
    ]);
  }
  return differences;
}
