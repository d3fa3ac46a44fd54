import type { RateBook } from '../currencies/rate-book.ts';
import { rateKey } from '../currencies/rate-keys.ts';
import {
  clearBudgetPeriods,
  clearBudgetSpend,
  spendDaysOf,
  upsertAdding,
} from './derived.repository.ts';
import { spendPeriods, writeSpend, type BudgetRules, type SpendDayRow } from './derived.ts';
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
