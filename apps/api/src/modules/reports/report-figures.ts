import {
  Currency,
  TransactionType,
  type Report,
  type ReportCategory,
  type ReportMonth,
  type reportQuerySchema,
} from '@budget/contract';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { isPostgres } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { allocate } from '../../lib/allocate.ts';
import { fromMinorUnits } from '../../lib/money.ts';
import { roundHalfAwayFromZero, type Rational } from '../../lib/rational.ts';
import type { RateBook } from '../currencies/rate-book.ts';
import { largestExpenses } from './largest-expenses.ts';
import { ExactFigures, ZERO, currencyTotals, rangeSumsOf, type RangeSum } from './money-figures.ts';
import { tagFigures } from './report-tags.ts';
import { FIRST_DAY, LAST_DAY, listedMonths } from './report-range.ts';
import { expenseCounts, groupsAndCategories } from './reports.repository.ts';

export const UNCATEGORISED_NAME = 'Uncategorised';

export type ReportQuery = z.output<typeof reportQuerySchema>;

/**
 * Months from the first to the last with transactions (`listedMonths`), with cumulative net savings. Each
 * kind's months are allocated to the kind's rounded total (docs/decisions.md, 'Splits'), and
 * each net is the month's income less its expenses as shown, so every column adds up.
 */
function monthsOf(
  sums: RangeSum[],
  incomes: Map<string, Rational>,
  expensesOf: Map<string, Rational>,
  totals: { income: bigint; expenses: bigint },
): ReportMonth[] {
  const counts = new Map<string, number>();
  for (const sum of sums) counts.set(sum.month, (counts.get(sum.month) ?? 0) + sum.count);
  const present = [...counts].filter(([, count]) => count !== 0).map(([month]) => month);
  if (present.length === 0) return [];
  present.sort();
  const months = listedMonths(present[0] as string, present.at(-1) as string, present);
  const exact = (values: Map<string, Rational>) =>
    new Map(months.map((month) => [month, values.get(month) ?? ZERO]));
  const income = allocate(exact(incomes), totals.income);
  const expenses = allocate(exact(expensesOf), totals.expenses);
  let cumulative = 0n;
  return months.map((month) => {
    const monthIncome = income.get(month) ?? 0n;
    const monthExpenses = expenses.get(month) ?? 0n;
    cumulative += monthIncome - monthExpenses;
    return {
      month,
      income: fromMinorUnits(monthIncome),
      expenses: fromMinorUnits(monthExpenses),
      net: fromMinorUnits(monthIncome - monthExpenses),
      cumulativeNet: fromMinorUnits(cumulative),
      transactionCount: counts.get(month) ?? 0,
    };
  });
}

/** Income and expenses in all and per month, converted exactly. */
function totalFigures(totals: RangeSum[], book: RateBook, currency: number) {
  const figures = new ExactFigures();
  // Each month's figures are keyed by the month alone, in one set per kind: no key is built.
  const monthly = { income: new ExactFigures(), expenses: new ExactFigures() };
  for (const sum of totals) {
    const income = sum.transactionType === TransactionType.Income;
    const kind = income ? 'income' : 'expenses';
    const amount = income ? sum.amount : -sum.amount;
    figures.add(kind, sum.currency, sum.rateDay, amount);
    monthly[kind].add(sum.month, sum.currency, sum.rateDay, amount);
  }
  const values = figures.convert(book, currency);
  const income = values.get('income') ?? ZERO;
  const expenses = values.get('expenses') ?? ZERO;
  const rounded = {
    income: roundHalfAwayFromZero(income),
    expenses: roundHalfAwayFromZero(expenses),
  };
  const months = monthsOf(
    totals,
    monthly.income.convert(book, currency),
    monthly.expenses.convert(book, currency),
    rounded,
  );
  return {
    income,
    expenses,
    rounded,
    months,
    unconverted: [
      ...figures.unconverted,
      ...monthly.income.unconverted,
      ...monthly.expenses.unconverted,
    ],
  };
}

type ReportCategories = Awaited<ReturnType<typeof groupsAndCategories>>;

/** Each category's expenses, largest first, with its share of all expenses. */
function categoryFigures(
  spent: RangeSum[],
  book: RateBook,
  currency: number,
  { names, categories }: ReportCategories,
  expenses: Rational,
) {
  const byCategory = new ExactFigures();
  const counts = new Map<string, number>();
  for (const sum of spent) {
    byCategory.add(sum.categoryId, sum.currency, sum.rateDay, -sum.amount);
    counts.set(sum.categoryId, (counts.get(sum.categoryId) ?? 0) + sum.count);
  }
  const categoryValues = byCategory.convert(book, currency);
  const expensesMinor = Number(roundHalfAwayFromZero(expenses));
  const known = new Map(categories.map((c) => [c.id, c]));
  const rows: ReportCategory[] = [...counts]
    .filter(([, count]) => count !== 0)
    .map(([id, count]) => {
      const category = known.get(id);
      const minor = Number(roundHalfAwayFromZero(categoryValues.get(id) ?? ZERO));
      return {
        categoryId: category ? id : null,
        name: category?.name ?? UNCATEGORISED_NAME,
        groupId: category?.group_id ?? null,
        groupName: category ? (names.get(category.group_id) ?? null) : null,
        amount: fromMinorUnits(minor),
        share: expensesMinor === 0 ? 0 : Math.round((minor / expensesMinor) * 1000) / 10,
        transactionCount: count,
      };
    })
    .sort((a, b) => b.amount - a.amount || a.name.localeCompare(b.name));
  return { rows, unconverted: byCategory.unconverted };
}

/**
 * The range's expenses per group and currency, the streams the largest are read from; `groupSums`
 * by group when the report has several groups, else the totals of its one.
 */
async function expenseStreams(
  db: Kysely<Database>,
  groupIds: string[],
  totals: RangeSum[],
  groupSums: RangeSum[] | undefined,
) {
  const inRange = new Map<string, number>();
  for (const sum of groupSums ?? totals) {
    if (sum.transactionType !== TransactionType.Expense) continue;
    const key = `${groupSums ? sum.groupId : groupIds[0]}|${sum.currency}`;
    inRange.set(key, (inRange.get(key) ?? 0) + sum.count);
  }
  // How many expenses each stream holds in all tells SQLite which index to read the largest
  // from; PostgreSQL chooses by its own statistics, so it is spared the read.
  const expenseTotals = isPostgres(db) ? null : await expenseCounts(db, groupIds);
  const totalsOf = new Map(
    expenseTotals?.map((row) => [
      `${row.group_id}|${Number(row.currency)}`,
      Number(row.transaction_count),
    ]),
  );
  return [...inRange]
    .filter(([, count]) => count > 0)
    .map(([key, count]) => {
      const [groupId = '', currency = ''] = key.split('|');
      return {
        groupId,
        currency: Number(currency),
        inRange: count,
        total: totalsOf.get(key) ?? null,
      };
    })
    .sort((a, b) =>
      a.groupId < b.groupId ? -1 : a.groupId > b.groupId ? 1 : a.currency - b.currency,
    );
}

/**
 * The report of groups the caller may read, over the query's range, in its currency: computed
 * from the money sums the write path keeps, in the request's thread or a report thread
 * (report-threads.ts).
 */
export async function reportFigures(
  db: Kysely<Database>,
  book: RateBook,
  groupIds: string[],
  query: ReportQuery,
): Promise<Report> {
  const currency = query.currency ?? Currency.PLN;
  const range = { from: query.from ?? FIRST_DAY, to: query.to ?? LAST_DAY };
  const groups = await groupsAndCategories(db, groupIds);

  const ids = [...groups.categories.map((c) => c.id), ''];
  const expenses = [TransactionType.Expense];
  // With one group, the totals say how many expenses of each currency the range holds; with
  // several, a small query by group (years, months and days) does.
  const [totals, spent, groupSums] = (await rangeSumsOf(db, book, range, [
    { groupIds, categories: null, types: [...expenses, TransactionType.Income], byMonth: true },
    { groupIds, categories: ids, types: expenses },
    ...(groupIds.length === 1
      ? []
      : [{ groupIds, categories: null, types: expenses, byGroup: true }]),
  ])) as [RangeSum[], RangeSum[], RangeSum[]?];
  const whole = totalFigures(totals, book, currency);
  const byCategory = categoryFigures(spent, book, currency, groups, whole.expenses);
  const byTag = await tagFigures(
    db,
    book,
    groupIds,
    { ...range, currency },
    {
      expenses: whole.expenses,
      groupNames: groups.names,
    },
  );
  const streams = await expenseStreams(db, groupIds, totals, groupSums);
  const largest = await largestExpenses(db, book, streams, range, currency, groups.names);
  const unconverted = new Set([
    ...whole.unconverted,
    ...byCategory.unconverted,
    ...byTag.unconverted,
  ]);
  for (const expense of largest) if (expense.converted === null) unconverted.add(expense.currency);
  return {
    from: query.from ?? null,
    to: query.to ?? null,
    currency,
    totals: {
      income: fromMinorUnits(whole.rounded.income),
      expenses: fromMinorUnits(whole.rounded.expenses),
      // The income less the expenses as shown, not rounded apart from them.
      net: fromMinorUnits(whole.rounded.income - whole.rounded.expenses),
      transactionCount: totals.reduce((n, sum) => n + sum.count, 0),
    },
    months: whole.months,
    categories: byCategory.rows,
    tags: byTag.rows,
    largestExpenses: largest,
    currencies: currencyTotals(totals),
    unconvertedCurrencies: [...unconverted].sort((a, b) => a - b),
  };
}
