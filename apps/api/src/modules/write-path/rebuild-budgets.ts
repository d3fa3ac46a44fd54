import type { RateBook } from '../currencies/rate-book.ts';
import { loadBudgetIndex, type BudgetRules } from './budget-rules.ts';
import { spendDays, spendRollups, writeSpend } from './budget-spend.ts';
import {
  clearBudgetSpend,
  spendCalendarOf,
  spendDaysOf,
  spendPeriodsOf,
} from './derived.repository.ts';
import { compare, tableOf, type Difference } from './differences.ts';
import type { Trx } from './group-lock.ts';
import { expensePartsPerDay, expensesPerCategorySet, type DaySum } from './rebuild.repository.ts';

/**
 * Every budget's spend per day and currency, from one pass over the group's expenses, held in
 * parallel arrays with each distinct set of categories stored once (a million transactions make
 * a few hundred thousand rows but only hundreds of sets), and the parts of those with parts
 * per category (docs/decisions.md, 'Category parts').
 */
async function expectedSpend(trx: Trx, groupId: string) {
  const rows = await expensesPerCategorySet(trx, groupId);
  const parts = await expensePartsPerDay(trx, groupId);
  const sets: string[][] = [];
  const setIndex = new Map<string | null, number>();
  const dates = rows.map((row) => row.date);
  const currencies = Int32Array.from(rows, (row) => Number(row.currency));
  const amounts = Float64Array.from(rows, (row) => Number(row.amount));
  const setOf = Int32Array.from(rows, ({ categories }) => {
    let index = setIndex.get(categories);
    if (index === undefined) {
      index = sets.push(categories === null ? [] : categories.split(',')) - 1;
      setIndex.set(categories, index);
    }
    return index;
  });
  return (budget: BudgetRules): DaySum[] => {
    const wanted = new Set(budget.categoryIds);
    const counts = sets.map((set) => wanted.size === 0 || set.some((id) => wanted.has(id)));
    const sums = new Map<string, DaySum>();
    const add = (date: string, currency: number, amount: number) => {
      const key = `${date}|${currency}`;
      const sum = sums.get(key);
      if (sum) sum.amount += amount;
      else sums.set(key, { date, currency, amount });
    };
    for (let i = 0; i < dates.length; i++) {
      if (counts[setOf[i] as number])
        add(dates[i] as string, currencies[i] as number, amounts[i] as number);
    }
    for (const part of parts) {
      if (wanted.size === 0 || wanted.has(part.category_id))
        add(part.date, Number(part.currency), Number(part.amount));
    }
    return [...sums.values()];
  };
}

/** A budget's stored month or year rows against those recomputed from its day rows. */
async function compareCalendar(
  trx: Trx,
  budgetId: string,
  unit: 'month' | 'year',
  expected: { month?: string; year?: string; currency: number; rate_key: string; amount: number }[],
  prefix: string,
) {
  const key = (period: string, r: { currency: number | string; rate_key: string }) =>
    `${period}|${r.currency}|${r.rate_key}`;
  return compare(
    unit === 'month' ? 'budget_spend_months' : 'budget_spend_years',
    tableOf(
      await spendCalendarOf(trx, budgetId, unit),
      (r) => key(r.period, r),
      (r) => [Number(r.amount)],
    ),
    tableOf(
      expected,
      (r) => key(r[unit] as string, r),
      (r) => [r.amount],
    ),
    prefix,
  );
}

/** Each budget's day, period, month and year spend: stored against recomputed; rewritten when repairing. */
export async function checkBudgets(trx: Trx, book: RateBook, groupId: string, repair: boolean) {
  const differences: Difference[] = [];
  const budgets = (await loadBudgetIndex(trx, [groupId])).budgets;
  const spendOf = budgets.length > 0 ? await expectedSpend(trx, groupId) : () => [];
  for (const budget of budgets) {
    const days = spendDays(book, budget, spendOf(budget));
    const rollups = spendRollups(days, new Map([[budget.id, budget]]));
    const prefix = `budget ${budget.id} `;
    const found = [
      ...compare(
        'budget_spend_days',
        tableOf(
          await spendDaysOf(trx, budget.id),
          (r) => `${r.day}|${r.currency}`,
          (r) => [Number(r.amount), r.rate_key],
        ),
        tableOf(
          days,
          (r) => `${r.day}|${r.currency}`,
          (r) => [r.amount, r.rate_key],
        ),
        prefix,
      ),
      ...compare(
        'budget_spend_periods',
        tableOf(
          await spendPeriodsOf(trx, budget.id),
          (r) => `${r.period_start}|${r.currency}|${r.rate_key}`,
          (r) => [Number(r.amount)],
        ),
        tableOf(
          rollups.periods,
          (r) => `${r.period_start}|${r.currency}|${r.rate_key}`,
          (r) => [Number(r.amount)],
        ),
        prefix,
      ),
      ...(await compareCalendar(trx, budget.id, 'month', rollups.months, prefix)),
      ...(await compareCalendar(trx, budget.id, 'year', rollups.years, prefix)),
    ];
    if (repair && found.length > 0) {
      await clearBudgetSpend(trx, budget.id);
      await writeSpend(trx, days, new Map([[budget.id, budget]]));
    }
    differences.push(...found);
  }
  return differences;
}
