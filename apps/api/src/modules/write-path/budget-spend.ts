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
  upsertAdding,
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

/** Regroups a budget's day rows into its periods (its schedule changed, or rate keys did). */
export async function regroupBudgetPeriods(trx: Trx, budget: BudgetRules) {
  const days = (await spendDaysOf(trx, budget.id)).map((row) => ({
    budget_id: budget.id,
    day: row.day,
    currency: Number(row.currency),
    rate_key: row.rate_key,
    amount: Number(row.amount),
  }));
  await clearBudgetPeriods(trx, budget.id);
  await upsertAdding(
    trx,
    'budget_spend_periods',
    spendPeriods(days, new Map([[budget.id, budget]])),
    ['budget_id', 'period_start', 'currency', 'rate_key'],
    ['amount'],
  );
}

export interface SpendDayRow {
  budget_id: string;
  day: string;
  currency: number;
  rate_key: string;
  amount: number;
}

/** Day rows summed into the rows of the periods holding them (days outside the range drop). */
export function spendPeriods(days: SpendDayRow[], budgets: Map<string, BudgetRules>) {
  const periods = new Rollup<Omit<SpendDayRow, 'day' | 'amount'> & { period_start: string }>();
  const finders = new Map<string, ReturnType<typeof periodFinder>>();
  for (const row of days) {
    let finder = finders.get(row.budget_id);
    if (!finder) {
      finder = periodFinder((budgets.get(row.budget_id) as BudgetRules).schedule);
      finders.set(row.budget_id, finder);
    }
    const start = finder(row.day)?.start;
    if (start === undefined) continue;
    periods.add(
      `${row.budget_id}|${start}|${row.currency}|${row.rate_key}`,
      () => ({
        budget_id: row.budget_id,
        period_start: start,
        currency: row.currency,
        rate_key: row.rate_key,
      }),
      [row.amount],
    );
  }
  return periods.entries().map(({ fields, values }) => ({ ...fields, amount: values[0] ?? 0 }));
}

/** Statements adding day rows of budgets and the period rows they sum to. */
export function spendStatements(days: SpendDayRow[], budgets: Map<string, BudgetRules>) {
  return [
    ...upsertStatements(
      'budget_spend_days',
      days,
      ['budget_id', 'day', 'currency'],
      ['amount'],
      ['rate_key'],
    ),
    ...upsertStatements(
      'budget_spend_periods',
      spendPeriods(days, budgets),
      ['budget_id', 'period_start', 'currency', 'rate_key'],
      ['amount'],
    ),
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
