import { TransactionType } from '@budget/contract';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { periodFinder, type Schedule } from '../../lib/periods.ts';
import type { RateBook } from '../currencies/rate-book.ts';
import { rateKey } from '../currencies/rate-keys.ts';
import { budgetRulesOf, upsertAdding } from './derived.repository.ts';

/** A transaction as the derived data sees it; `amount` signed as stored (expenses negative). */
export interface MoneyRow {
  groupId: string;
  transactionType: number;
  currency: number;
  date: string;
  amount: number;
  categoryIds: readonly string[];
}

export interface BudgetRules {
  id: string;
  groupId: string;
  currency: number;
  schedule: Schedule;
  /** Empty: the budget counts every expense of its group. */
  categoryIds: string[];
}

/** The budgets of some groups, found by the categories of an expense. */
export class BudgetIndex {
  readonly budgets: BudgetRules[];
  private readonly everything = new Map<string, BudgetRules[]>();
  private readonly byCategory = new Map<string, BudgetRules[]>();

  constructor(budgets: BudgetRules[]) {
    this.budgets = budgets;
    for (const budget of budgets) {
      if (budget.categoryIds.length === 0) push(this.everything, budget.groupId, budget);
      for (const id of budget.categoryIds) push(this.byCategory, id, budget);
    }
  }

  /** Budgets without categories, and those sharing at least one category; each once. */
  matching(groupId: string, categoryIds: readonly string[]): BudgetRules[] {
    const all = this.everything.get(groupId) ?? [];
    if (categoryIds.length === 0) return all;
    const found = new Set(all);
    for (const id of categoryIds)
      for (const budget of this.byCategory.get(id) ?? []) found.add(budget);
    return [...found];
  }
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V) {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/** A budget's rules from its row (snake_case, as stored) and the categories it counts. */
export function rulesOf(
  row: {
    id: string;
    group_id: string;
    currency: number;
    period_type: number;
    start_date: string;
    end_date: string | null;
  },
  categoryIds: string[],
): BudgetRules {
  return {
    id: row.id,
    groupId: row.group_id,
    currency: Number(row.currency),
    schedule: {
      startDate: row.start_date,
      periodType: Number(row.period_type),
      endDate: row.end_date,
    },
    categoryIds,
  };
}

export async function loadBudgetIndex(
  trx: Transaction<Database>,
  groupIds: string[],
): Promise<BudgetIndex> {
  const byId = new Map<string, BudgetRules>();
  for (const row of await budgetRulesOf(trx, groupIds)) {
    let budget = byId.get(row.id);
    if (!budget) {
      budget = rulesOf(row, []);
      byId.set(row.id, budget);
    }
    if (row.category_id !== null) budget.categoryIds.push(row.category_id);
  }
  return new BudgetIndex([...byId.values()]);
}

interface Tally<F> {
  fields: F;
  values: number[];
}

/** Sums of changes per key of one rollup table. */
class Rollup<F extends object> {
  private readonly tallies = new Map<string, Tally<F>>();

  add(key: string, fields: () => F, values: number[]) {
    const tally = this.tallies.get(key);
    if (!tally) {
      this.tallies.set(key, { fields: fields(), values: [...values] });
      return;
    }
    for (let i = 0; i < values.length; i++) tally.values[i] = (tally.values[i] ?? 0) + values[i]!;
  }

  /** The non-zero tallies in key order (the order every writer updates rows in). */
  entries(): Tally<F>[] {
    return [...this.tallies]
      .filter(([, tally]) => tally.values.some((value) => value !== 0))
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([, tally]) => tally);
  }

  get size() {
    return this.tallies.size;
  }
}

const withCount = <F extends object>({ fields, values: [n = 0] }: Tally<F>) => ({
  ...fields,
  transaction_count: n,
});

/**
 * What a set of transactions arriving (+1) and leaving (-1) changes in the derived data: running
 * totals, month and day counts, and budget spend per day. Changes are summed per row of each
 * table before anything is written, so a bulk write costs one upsert per aggregate.
 */
export class DerivedChanges {
  private readonly totals = new Rollup<{
    group_id: string;
    transaction_type: number;
    currency: number;
  }>();
  private readonly months = new Rollup<{
    group_id: string;
    transaction_type: number;
    month: string;
  }>();
  private readonly days = new Rollup<{
    group_id: string;
    transaction_type: number;
    date: string;
  }>();
  private readonly spend = new Rollup<{ budget: BudgetRules; day: string; currency: number }>();

  add(row: MoneyRow, direction: 1 | -1, budgets: BudgetIndex | null): void {
    const { groupId: group_id, transactionType: transaction_type, currency, date } = row;
    const base = `${group_id}|${transaction_type}`;
    this.totals.add(`${base}|${currency}`, () => ({ group_id, transaction_type, currency }), [
      direction,
      direction * row.amount,
    ]);
    const month = date.slice(0, 7);
    this.months.add(`${base}|${month}`, () => ({ group_id, transaction_type, month }), [direction]);
    this.days.add(`${base}|${date}`, () => ({ group_id, transaction_type, date }), [direction]);
    if (transaction_type !== TransactionType.Expense || !budgets) return;
    // Spend is positive: an expense of -12.00 spends 1200.
    const spent = -direction * row.amount;
    for (const budget of budgets.matching(group_id, row.categoryIds)) {
      this.spend.add(`${budget.id}|${date}|${currency}`, () => ({ budget, day: date, currency }), [
        spent,
      ]);
    }
  }

  /** Writes the changes, table by table in one fixed order, rows in key order. */
  async write(trx: Transaction<Database>, book: () => Promise<RateBook>): Promise<void> {
    await upsertAdding(
      trx,
      'transaction_totals',
      this.totals.entries().map(({ fields, values: [n = 0, amount = 0] }) => ({
        ...fields,
        transaction_count: n,
        amount,
      })),
      ['group_id', 'transaction_type', 'currency'],
      ['transaction_count', 'amount'],
    );
    await upsertAdding(
      trx,
      'transaction_month_counts',
      this.months.entries().map(withCount),
      ['group_id', 'transaction_type', 'month'],
      ['transaction_count'],
    );
    await upsertAdding(
      trx,
      'transaction_day_counts',
      this.days.entries().map(withCount),
      ['group_id', 'transaction_type', 'date'],
      ['transaction_count'],
    );
    if (this.spend.size === 0) return;
    const rates = await book();
    const days = this.spend.entries().map(({ fields: { budget, day, currency }, values }) => ({
      budget_id: budget.id,
      day,
      currency,
      rate_key: rateKey(rates, currency, budget.currency, day),
      amount: values[0] ?? 0,
    }));
    await writeSpend(
      trx,
      days,
      new Map(this.spend.entries().map(({ fields: { budget } }) => [budget.id, budget])),
    );
  }
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

export interface Move {
  row: MoneyRow;
  /** 1: the transaction arrives; -1: it leaves (deleted, or its old state in an update). */
  direction: 1 | -1;
}

/** Updates every derived row the moves change; budgets are read only when expenses move. */
export async function applyMoves(
  trx: Transaction<Database>,
  book: () => Promise<RateBook>,
  moves: Move[],
): Promise<void> {
  const expenseGroups = new Set(
    moves
      .filter((m) => m.row.transactionType === TransactionType.Expense)
      .map((m) => m.row.groupId),
  );
  const budgets = expenseGroups.size > 0 ? await loadBudgetIndex(trx, [...expenseGroups]) : null;
  const changes = new DerivedChanges();
  for (const move of moves) changes.add(move.row, move.direction, budgets);
  await changes.write(trx, book);
}

/** Adds day rows of budgets and the period rows they sum to. */
export async function writeSpend(
  trx: Transaction<Database>,
  days: SpendDayRow[],
  budgets: Map<string, BudgetRules>,
): Promise<void> {
  await upsertAdding(
    trx,
    'budget_spend_days',
    days,
    ['budget_id', 'day', 'currency'],
    ['amount'],
    ['rate_key'],
  );
  await upsertAdding(
    trx,
    'budget_spend_periods',
    spendPeriods(days, budgets),
    ['budget_id', 'period_start', 'currency', 'rate_key'],
    ['amount'],
  );
}
