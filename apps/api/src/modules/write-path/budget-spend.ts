import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { periodFinder } from '../../lib/periods.ts';
import type { RateBook } from '../currencies/rate-book.ts';
import { rateKey } from '../currencies/rate-keys.ts';
import {
  clearBudgetPeriods,
  clearBudgetSpend,
  spendDaysOf,
  runStatements,
  upsertStatements,
} from './derived.repository.ts';
import { Rollup } from './rollup.ts';
import type { BudgetRules } from './budget-rules.ts';
import type { Trx } from './group-lock.ts';
import { expensesInCategoriesPerDay, expensesPerDay, type DaySum } from './rebuild.repository.ts';

/** A budget's spend per day, computed from the group's expenses (not from the rollups). */
export async function spendFromTransactions(
  trx: Trx,
  book: RateBook,
  budget: BudgetRules,
): Promise<SpendDayRow[]> {
  const sums =
    budget.categoryIds.length === 0
      ? await expensesPerDay(trx, budget.groupId)
      : await expensesInCategoriesPerDay(trx, budget.groupId, budget.categoryIds);
  return spendDays(book, budget, sums);
}

/** A budget's day rows from its expenses summed per day and currency, in key order. */
export function spendDays(book: RateBook, budget: BudgetRules, sums: DaySum[]): SpendDayRow[] {
  return sums
    .map((sum) => ({
      budget_id: budget.id,
      day: sum.date,
      currency: Number(sum.currency),
      rate_key: rateKey(book, Number(sum.currency), budget.currency, sum.date),
      amount: -Number(sum.amount),
    }))
    .filter((row) => row.amount !== 0)
    .sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : a.currency - b.currency));
}

/** Recomputes a budget's spend from the group's expenses (created, or what it counts changed). */
export async function recomputeBudgetSpend(trx: Trx, book: RateBook, budget: BudgetRules) {
  await clearBudgetSpend(trx, budget.id);
  await writeSpend(
    trx,
    await spendFromTransactions(trx, book, budget),
    new Map([[budget.id, budget]]),
  );
}

/** Regroups a budget's day rows into its periods, months and years (its schedule changed, or rate keys did). */
export async function regroupBudgetPeriods(trx: Trx, budget: BudgetRules) {
  const days = (await spendDaysOf(trx, budget.id)).map((row) => ({
    budget_id: budget.id,
    day: row.day,
    currency: Number(row.currency),
    rate_key: row.rate_key,
    amount: Number(row.amount),
  }));
  await clearBudgetPeriods(trx, budget.id);
  await runStatements(trx, rollupStatements(days, new Map([[budget.id, budget]])));
}

export interface SpendDayRow {
  budget_id: string;
  day: string;
  currency: number;
  rate_key: string;
  amount: number;
}

type SpendKey = Omit<SpendDayRow, 'day' | 'amount'>;
type Summed<F> = (F & { amount: number })[];

/**
 * Day rows summed into the rows of the periods holding them, and of the calendar months and
 * years of those days (days outside the budget's range drop): budget against actual reads long
 * ranges from the months and years (docs/decisions.md, 'Reports and accounts').
 */
export function spendRollups(days: SpendDayRow[], budgets: Map<string, BudgetRules>) {
  const periods = new Rollup<SpendKey & { period_start: string }>();
  const months = new Rollup<SpendKey & { month: string }>();
  const years = new Rollup<SpendKey & { year: string }>();
  const finders = new Map<string, ReturnType<typeof periodFinder>>();
  for (const row of days) {
    let finder = finders.get(row.budget_id);
    if (!finder) {
      finder = periodFinder((budgets.get(row.budget_id) as BudgetRules).schedule);
      finders.set(row.budget_id, finder);
    }
    const start = finder(row.day)?.start;
    if (start === undefined) continue;
    const { budget_id, currency, rate_key } = row;
    const [month, year] = [row.day.slice(0, 7), row.day.slice(0, 4)];
    const tail = `${currency}|${rate_key}`;
    const amount = [row.amount];
    periods.add(
      `${budget_id}|${start}|${tail}`,
      () => ({ budget_id, period_start: start, currency, rate_key }),
      amount,
    );
    months.add(
      `${budget_id}|${month}|${tail}`,
      () => ({ budget_id, month, currency, rate_key }),
      amount,
    );
    years.add(
      `${budget_id}|${year}|${tail}`,
      () => ({ budget_id, year, currency, rate_key }),
      amount,
    );
  }
  const summed = <F extends object>(rollup: Rollup<F>): Summed<F> =>
    rollup.entries().map(({ fields, values }) => ({ ...fields, amount: values[0] ?? 0 }));
  return { periods: summed(periods), months: summed(months), years: summed(years) };
}

/** Statements adding the period, month and year rows of budgets' day rows. */
function rollupStatements(days: SpendDayRow[], budgets: Map<string, BudgetRules>) {
  const { periods, months, years } = spendRollups(days, budgets);
  const key = ['budget_id', 'currency', 'rate_key'] as const;
  return [
    ...upsertStatements(
      'budget_spend_periods',
      periods,
      ['budget_id', 'period_start', ...key.slice(1)],
      ['amount'],
    ),
    ...upsertStatements(
      'budget_spend_months',
      months,
      ['budget_id', 'month', ...key.slice(1)],
      ['amount'],
    ),
    ...upsertStatements(
      'budget_spend_years',
      years,
      ['budget_id', 'year', ...key.slice(1)],
      ['amount'],
    ),
  ];
}

/** Statements adding day rows of budgets and the period, month and year rows they sum to. */
export function spendStatements(days: SpendDayRow[], budgets: Map<string, BudgetRules>) {
  return [
    ...upsertStatements(
      'budget_spend_days',
      days,
      ['budget_id', 'day', 'currency'],
      ['amount'],
      ['rate_key'],
    ),
    ...rollupStatements(days, budgets),
  ];
}

/** Adds day rows of budgets and the period rows they sum to. */
export async function writeSpend(
  trx: Transaction<Database>,
  days: SpendDayRow[],
  budgets: Map<string, BudgetRules>,
): Promise<void> {
  await runStatements(trx, spendStatements(days, budgets));
}
