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
import { addDays, type Period } from './periods.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** The rate key of amounts that need no conversion. */
const SAME_CURRENCY = '=';
const NO_RATE = 'none';

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
  if (key === SAME_CURRENCY) return rational(amount);
  const [fromSource, toSource] = key.split('>') as [string, string];
  if (fromSource === NO_RATE || toSource === NO_RATE) return null;
  // A source is the effective date of a table (or 'PLN'), so the rate on that date is that table's.
  const fromRate = book.plnPerUnit(from, fromSource === 'PLN' ? '0000-01-01' : fromSource);
  const toRate = book.plnPerUnit(to, toSource === 'PLN' ? '0000-01-01' : toSource);
  if (!fromRate || !toRate) return null;
  return divide(multiply(rational(amount), fromRate), toRate);
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
  await spend.addSpend(
    db,
    budgets.map((budget) => ({
      budgetId: budget.id,
      day: change.date,
      currency: Number(change.currency),
      rateKey: rateKey(book, Number(change.currency), Number(budget.currency), change.date),
      amount: -direction * Number(change.amount),
    })),
  );
}

/** Recomputes a budget's spend from the group's expenses (after creation or a change of rules). */
export async function rebuildBudgetSpend(
  db: Db,
  book: RateBook,
  budget: { id: string; group_id: string; currency: number },
): Promise<void> {
  await spend.clearSpend(db, budget.id);
  const days = await spend.spendFromTransactions(db, budget.id, budget.group_id);
  await spend.addSpend(
    db,
    days.map((row) => ({
      budgetId: budget.id,
      day: row.date,
      currency: Number(row.currency),
      rateKey: rateKey(book, Number(row.currency), Number(budget.currency), row.date),
      amount: -Number(row.amount),
    })),
  );
}

/** After rates were imported for dates from `fromDay` on, spend rows take their new rate keys. */
export async function refreshRateKeys(db: Db, book: RateBook, fromDay: string): Promise<void> {
  const rows = await spend.spendDaysFrom(db, fromDay);
  let changed = false;
  for (const row of rows) {
    const key = rateKey(book, Number(row.currency), Number(row.budget_currency), row.day);
    if (key === row.rate_key) continue;
    await spend.setRateKey(db, row.budget_id, row.day, Number(row.currency), key);
    changed = true;
  }
  if (changed) await spend.rebuildMonthsFrom(db, fromDay.slice(0, 7));
}

function lastDayOfMonth(month: string): string {
  return addDays(`${nextMonth(month)}-01`, -1);
}

function nextMonth(month: string): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return m === 12 ? `${year + 1}-01` : `${year}-${String(m + 1).padStart(2, '0')}`;
}

/** A period as whole months (read from month rows) and the days at its edges. */
export function segmentsOf(budgetId: string, period: Period): spend.Segment[] {
  const firstFull = period.start.endsWith('-01')
    ? period.start.slice(0, 7)
    : nextMonth(period.start.slice(0, 7));
  const endMonth = period.end.slice(0, 7);
  const lastFull = period.end === lastDayOfMonth(endMonth) ? endMonth : previousMonth(endMonth);
  if (firstFull > lastFull) return [{ budgetId, kind: 'D', from: period.start, to: period.end }];
  const segments: spend.Segment[] = [{ budgetId, kind: 'M', from: firstFull, to: lastFull }];
  if (period.start < `${firstFull}-01`) {
    segments.push({ budgetId, kind: 'D', from: period.start, to: addDays(`${firstFull}-01`, -1) });
  }
  const afterLast = `${nextMonth(lastFull)}-01`;
  if (period.end >= afterLast)
    segments.push({ budgetId, kind: 'D', from: afterLast, to: period.end });
  return segments;
}

function previousMonth(month: string): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return m === 1 ? `${year - 1}-12` : `${year}-${String(m - 1).padStart(2, '0')}`;
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
  let total = rational(0n);
  const unconverted = new Set<number>();
  for (const sum of sums) {
    const value = convertKeyed(
      book,
      BigInt(sum.amount),
      Number(sum.currency),
      budget.currency,
      sum.rate_key,
    );
    if (value) total = add(total, value);
    else if (BigInt(sum.amount) !== 0n) unconverted.add(Number(sum.currency));
  }
  const spentMinor = Number(roundHalfAwayFromZero(total));
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
