import { TransactionType, type ConvertedTotal } from '@budget/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { RateBook } from '../currencies/rate-book.ts';
import { ExactFigures, rangeSums, wire } from '../reports/money-figures.ts';
import { FIRST_DAY, LAST_DAY } from '../reports/report-range.ts';
import { daySums, rolledUpCategory, type DaySum } from './transaction-sums.repository.ts';
import type { ListFilter } from './transactions.repository.ts';

/**
 * Everything the filter matches in one currency, exactly as reports convert: each amount at
 * the rates of its day, summed per currency and rate day first, rounded once at the end; `days`,
 * the matches' sums per currency and day when already read.
 */
export async function convertedTotal(
  db: Kysely<Database>,
  book: RateBook,
  filter: ListFilter,
  currency: number,
  days?: DaySum[],
): Promise<ConvertedTotal> {
  const figures = new ExactFigures();
  const category = rolledUpCategory(filter);
  if (filter.groupIds.length === 0) {
    // Nothing to read.
  } else if (category !== false) {
    const types =
      filter.transactionType === undefined
        ? Object.values(TransactionType)
        : [filter.transactionType];
    const range = { from: filter.from ?? FIRST_DAY, to: filter.to ?? LAST_DAY };
    const query = { groupIds: filter.groupIds, categories: category ? [category] : null, types };
    for (const sum of await rangeSums(db, book, range, query)) {
      figures.add('total', sum.currency, sum.rateDay, sum.amount);
    }
  } else {
    for (const row of days ?? (await daySums(db, filter))) {
      figures.add('total', Number(row.currency), book.rateDay(row.date), BigInt(row.amount));
    }
  }
  const value = figures.convert(book, currency).get('total');
  return {
    currency,
    amount: wire(value),
    unconvertedCurrencies: [...figures.unconverted].sort((a, b) => a - b),
  };
}
