import { TransactionType, type MonthFigures, type MonthTotals } from '@budget/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { fromMinorUnits } from '../../lib/money.ts';
import { roundHalfAwayFromZero } from '../../lib/rational.ts';
import { dateIn, serverTimeZone } from '../../lib/time.ts';
import type { RateBook } from '../currencies/rate-book.ts';
import { ExactFigures, ZERO, rangeSums } from './money-figures.ts';
import { lastDayOf } from './report-range.ts';
import { groupTimeZones } from './reports.repository.ts';

const { Expense, Income } = TransactionType;
type Which = 'this' | 'last';

/** The month before a yyyy-MM. */
export function monthBefore(month: string): string {
  const [year = 0, number = 1] = month.split('-').map(Number);
  return number === 1
    ? `${String(year - 1).padStart(4, '0')}-12`
    : `${String(year).padStart(4, '0')}-${String(number - 1).padStart(2, '0')}`;
}

/**
 * The month most of the groups are in today (the latest on a tie): near a month's end groups
 * in different time zones may be in two, and the answer names one.
 */
function namedMonth(months: Map<string, unknown[]>, fallback: string): string {
  let best: [string, number] | null = null;
  for (const [month, groups] of months) {
    if (!best || groups.length > best[1] || (groups.length === best[1] && month > best[0]))
      best = [month, groups.length];
  }
  return best?.[0] ?? fallback;
}

/**
 * This month's and last month's income and expenses of the groups, each group's months in its
 * own time zone, from the month sums the write path keeps (two whole months: a few rows per rate
 * day and currency, whatever the number of transactions). Each figure is its exact conversion
 * at each transaction's rate day, rounded once; net is the rounded income less the rounded
 * expenses, so the figures shown add up to the cent.
 */
export async function monthTotals(
  db: Kysely<Database>,
  book: RateBook,
  groupIds: string[],
  currency: number,
  now = new Date(),
): Promise<MonthTotals> {
  const zones = await groupTimeZones(db, groupIds);
  const byMonth = Map.groupBy(zones, (group) =>
    dateIn(group.time_zone ?? serverTimeZone(), now).slice(0, 7),
  );
  const figures = new ExactFigures();
  const counts: Record<Which, number> = { this: 0, last: 0 };
  for (const [month, groups] of byMonth) {
    const range = { from: `${monthBefore(month)}-01`, to: lastDayOf(month) };
    const query = {
      groupIds: groups.map((group) => group.id),
      categories: null,
      types: [Expense, Income],
      byMonth: true,
    };
    for (const sum of await rangeSums(db, book, range, query)) {
      const which: Which = sum.month === month ? 'this' : 'last';
      const income = sum.transactionType === Income;
      figures.add(
        `${which}|${income ? 'income' : 'expenses'}`,
        sum.currency,
        sum.rateDay,
        income ? sum.amount : -sum.amount,
      );
      counts[which] += sum.count;
    }
  }
  const values = figures.convert(book, currency);
  const minor = (key: string) => roundHalfAwayFromZero(values.get(key) ?? ZERO);
  const month = namedMonth(byMonth, dateIn(serverTimeZone(), now).slice(0, 7));
  const figuresOf = (which: Which, named: string): MonthFigures => {
    const income = minor(`${which}|income`);
    const expenses = minor(`${which}|expenses`);
    return {
      month: named,
      income: fromMinorUnits(income),
      expenses: fromMinorUnits(expenses),
      net: fromMinorUnits(income - expenses),
      transactionCount: counts[which],
    };
  };
  return {
    currency,
    thisMonth: figuresOf('this', month),
    lastMonth: figuresOf('last', monthBefore(month)),
    unconvertedCurrencies: [...figures.unconverted].sort((a, b) => a - b),
  };
}
