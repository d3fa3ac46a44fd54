import type { RateBook } from '../currencies/rate-book.ts';
import { upsertAdding } from './derived.repository.ts';
import { compare, tableOf } from './differences.ts';
import type { Trx } from './group-lock.ts';
import { DAY_KEY, MONTH_KEY, dayKeyOf, monthKeyOf, monthRowsOf } from './money-sums.ts';
import {
  clearMoneySums,
  moneyDaysFromTransactions,
  moneyDaysOf,
  moneyMonthsOf,
} from './money-sums.repository.ts';

const values = (r: { transaction_count: number; amount: number }) => [
  r.transaction_count,
  r.amount,
];

/** Money sums per day and month: stored against recomputed; rewritten when repairing. */
export async function checkMoneySums(trx: Trx, book: RateBook, groupId: string, repair: boolean) {
  const days = await moneyDaysFromTransactions(trx, groupId);
  const months = monthRowsOf(days, book);
  const storedMonths = (await moneyMonthsOf(trx, groupId)).map((r) => ({
    ...r,
    group_id: groupId,
  }));
  const differences = [
    ...compare(
      'money_day_sums',
      tableOf(await moneyDaysOf(trx, groupId), dayKeyOf, values),
      tableOf(days, dayKeyOf, values),
    ),
    ...compare(
      'money_month_sums',
      tableOf(storedMonths, monthKeyOf, values),
      tableOf(months, monthKeyOf, values),
    ),
  ];
  if (repair && differences.length > 0) {
    await clearMoneySums(trx, groupId);
    const nonZero = <R extends { transaction_count: number; amount: number }>(rows: R[]) =>
      rows.filter((r) => r.transaction_count !== 0 || r.amount !== 0);
    const sorted = nonZero(days).sort((a, b) => (dayKeyOf(a) < dayKeyOf(b) ? -1 : 1));
    await upsertAdding(trx, 'money_day_sums', sorted, [...DAY_KEY], []);
    await upsertAdding(trx, 'money_month_sums', nonZero(months), [...MONTH_KEY], []);
  }
  return differences;
}
