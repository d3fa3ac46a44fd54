import { TransactionType, type BudgetUsage } from '@budget/contract';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { fromMinorUnits } from '../../lib/money.ts';
import {
  add,
  divide,
  multiply,
  rational,
  roundHalfAwayFromZero,
  type Rational,
} from '../../lib/rational.ts';
import type { RateBook } from '../currencies/rate-book.ts';
import * as spend from './budget-spend.repository.ts';
import { periodContaining, type Period, type Schedule } from './periods.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** The rate key of amounts that need no conversion. */
const SAME_CURRENCY = '=';
const NO_RATE = 'none';

interface BudgetRules {
  id: string;
  group_id: string;
  currency: number;
  period_type: number;
  start_date: string;
  end_date: string | null;
}

const scheduleOf = (budget: BudgetRules): Schedule => ({
  startDate: budget.start_date,
  periodType: Number(budget.period_type),
  endDate: budget.end_date,
});

/**
 * Which rates convert an amount of `from` on the day into `to`: the tables both rates come from.
 * Amounts with the same key convert at the same rate, so they may be added before converting.
 */
export function rateKey(book: RateBook, from: number, to: number, day: string): string {
  if (from === to) return SAME_CURRENCY;
  return `${book.rateSource(from, day) ?? NO_RATE}>${book.rateSource(to, day) ?? NO_RATE}`;
}

/** The exact value of spend stored under a rate key, in the budget's currency; null without rates. */
function convertKeyed(
  book: RateBook,
  amount: bigint,
  from: number,
  to: number,
  key: string,
): Rational | null {
  const [fromSource, toSource] = key.split('>') as [string, string];
  if (fromSource === NO_RATE || toSource === NO_RATE) return null;
  // A source is the effective date of a table (or 'PLN'), so the rate on that date is that table's.
  const fromRate = book.plnPerUnit(from, fromSource === 'PLN' ? '0000-01-01' : fromSource);
  const toRate = book.plnPerUnit(to, toSource === 'PLN' ? '0000-01-01' : toSource);
  if (!fromRate || !toRate) return null;
  return divide(multiply(rational(amount), fromRate), toRate);
}

/** A day's spend row for a budget: its period, rate key and positive amount. */
function spendRow(
  book: RateBook,
  budget: BudgetRules,
  day: string,
  currency: number,
  amount: number,
  rateKeyOf?: string,
) {
  return {
    budgetId: budget.id,
    day,
    periodStart: periodContaining(scheduleOf(budget), day)?.start ?? null,
    currency,
    rateKey: rateKeyOf ?? rateKey(book, currency, Number(budget.currency), day),
    amount,
  };
}

export interface ExpenseChange {
  group_id: string;
  transaction_type: number;
  currency: number;
  date: string;
  /** As stored: expenses negative. */
  amount: number;
  categoryIds: string[];
}

/** Adds (direction 1) or takes back (-1) one transaction's spend in every budget it counts for. */
export async function applyExpense(
  db: Db,
  book: RateBook,
  change: ExpenseChange,
  direction: 1 | -1,
) {
  if (Number(change.transaction_type) !== TransactionType.Expense) return;
  const budgets = await spend.matchingBudgets(db, change.group_id, change.categoryIds);
  const amount = -direction * Number(change.amount);
  await spend.addSpend(
    db,
    budgets.map((budget) => spendRow(book, budget, change.date, Number(change.currency), amount)),
  );
}

/** Recomputes a budget's spend from the group's expenses (after creation or a change of rules). */
export async function rebuildBudgetSpend(
  db: Db,
  book: RateBook,
  budget: BudgetRules,
): Promise<void> {
  await spend.clearSpend(db, budget.id);
  const days = await spend.spendFromTransactions(db, budget.id, budget.group_id);
  await spend.addSpend(
    db,
    days.map((row) => spendRow(book, budget, row.date, Number(row.currency), -Number(row.amount))),
  );
}

/** Regroups a budget's day rows into its periods (after its schedule changed). */
export async function rebuildBudgetPeriods(
  db: Db,
  book: RateBook,
  budget: BudgetRules,
): Promise<void> {
  const days = await spend.spendDaysOf(db, budget.id);
  await spend.replacePeriods(
    db,
    budget.id,
    days.map((row) =>
      spendRow(book, budget, row.day, Number(row.currency), Number(row.amount), row.rate_key),
    ),
  );
}

/** After rates were imported for dates from `fromDay` on, spend rows take their new rate keys. */
export async function refreshRateKeys(db: Db, book: RateBook, fromDay: string): Promise<void> {
  const changed = new Set<string>();
  for (const row of await spend.spendDaysFrom(db, fromDay)) {
    const key = rateKey(book, Number(row.currency), Number(row.budget_currency), row.day);
    if (key === row.rate_key) continue;
    await spend.setRateKey(db, row.budget_id, row.day, Number(row.currency), key);
    changed.add(row.budget_id);
  }
  for (const budget of await spend.findBudgetsByIds(db, [...changed])) {
    await rebuildBudgetPeriods(db, book, budget);
  }
}

export interface SpendSum {
  currency: number;
  rate_key: string;
  amount: number | bigint;
}

/** A period's usage: spend converted exactly into the budget's currency and rounded once. */
export function usageOf(
  book: RateBook,
  budget: { amount: number; currency: number },
  period: Period,
  sums: SpendSum[],
): BudgetUsage {
  let same = 0n;
  let total = rational(0n);
  const unconverted = new Set<number>();
  for (const sum of sums) {
    const amount = BigInt(sum.amount);
    if (amount === 0n) continue;
    if (sum.rate_key === SAME_CURRENCY) {
      same += amount;
      continue;
    }
    const value = convertKeyed(book, amount, Number(sum.currency), budget.currency, sum.rate_key);
    if (value) total = add(total, value);
    else unconverted.add(Number(sum.currency));
  }
  const spentMinor = Number(same + roundHalfAwayFromZero(total));
  const budgeted = Number(budget.amount);
  return {
    spent: fromMinorUnits(spentMinor),
    budgeted: fromMinorUnits(budgeted),
    remaining: fromMinorUnits(budgeted - spentMinor),
    percentUsed: budgeted === 0 ? 0 : (spentMinor / budgeted) * 100,
    periodStart: period.start,
    periodEnd: period.end,
    unconvertedCurrencies: [...unconverted].sort((a, b) => a - b),
  };
}
