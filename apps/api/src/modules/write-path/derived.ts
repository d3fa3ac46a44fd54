import { TransactionType } from '@budget/contract';
import type { RateBook } from '../currencies/rate-book.ts';
import { rateKey } from '../currencies/rate-keys.ts';
import { budgetIndexFor, type BudgetIndex, type BudgetRules } from './budget-rules.ts';
import { spendStatements } from './budget-spend.ts';
import { countedIn, countedInAny, type Parts } from './category-parts.ts';
import { accountSides, type AccountDayKey } from './account-sums.ts';
import { upsertStatements, type Statement } from './derived.repository.ts';
import type { WriteContext } from './group-lock.ts';
import { ALL_CATEGORIES, UNCATEGORISED, moneySumStatements, type MoneyKey } from './money-sums.ts';
import { Rollup, type Tally } from './rollup.ts';
import { outflowSign } from './splits.ts';

/** A transaction as the derived data sees it; `amount` signed as stored (expenses negative). */
export interface MoneyRow {
  groupId: string;
  transactionType: number;
  currency: number;
  date: string;
  amount: number;
  categoryIds: readonly string[];
  /** The amount divided among the categories; null or left out: each counts it whole. */
  parts?: Parts;
  /** Who paid, and each member's share (minor units, positive); null: not shared. */
  paidBy: string | null;
  shares: readonly { userId: string; minor: number }[] | null;
  /** Its money account; a transfer between accounts also names where it arrives. */
  accountId: string;
  toAccountId: string | null;
  toAmount: number | null;
  toCurrency: number | null;
  /** Whether each side is cleared (docs/decisions.md, 'Money accounts'). */
  cleared: boolean;
  toCleared: boolean;
}

const withCount = <F extends object>({ fields, values: [n = 0] }: Tally<F>) => ({
  ...fields,
  transaction_count: n,
});
/** An account's count, amount and cleared amount (day sums and totals alike). */
const withAccountFigures = <F extends object>({
  fields,
  values: [n = 0, amount = 0, cleared = 0],
}: Tally<F>) => ({ ...fields, transaction_count: n, amount, cleared_amount: cleared });
const withCountAndAmount = <F extends object>({
  fields,
  values: [n = 0, amount = 0],
}: Tally<F>) => ({
  ...fields,
  transaction_count: n,
  amount,
});

/**
 * What a set of transactions arriving (+1) and leaving (-1) changes in the derived data: running
 * totals, month and day counts, money sums per day and month, and budget spend per day. Changes are summed per row of each
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
  private readonly money = new Rollup<MoneyKey & { day: string }>();
  private readonly members = new Rollup<{
    group_id: string;
    user_id: string;
    transaction_type: number;
    currency: number;
    day: string;
  }>();

  private readonly accounts = new Rollup<AccountDayKey>();
  private readonly accountTotals = new Rollup<Omit<AccountDayKey, 'day'>>();

  add(row: MoneyRow, direction: 1 | -1, budgets: BudgetIndex | null): void {
    const { groupId: group_id, transactionType: transaction_type, currency, date } = row;
    for (const side of accountSides(row)) {
      const values = [direction, direction * side.amount, direction * side.clearedAmount];
      this.accounts.add(side.key, () => side.fields, values);
      const { money_account_id, currency: held, group_id: owner } = side.fields;
      this.accountTotals.add(
        `${money_account_id}|${held}`,
        () => ({ money_account_id, currency: held, group_id: owner }),
        values,
      );
    }
    const base = `${group_id}|${transaction_type}`;
    this.totals.add(`${base}|${currency}`, () => ({ group_id, transaction_type, currency }), [
      direction,
      direction * row.amount,
    ]);
    const month = date.slice(0, 7);
    this.months.add(`${base}|${month}`, () => ({ group_id, transaction_type, month }), [direction]);
    this.days.add(`${base}|${date}`, () => ({ group_id, transaction_type, date }), [direction]);
    const categories = row.categoryIds.length > 0 ? row.categoryIds : [UNCATEGORISED];
    // The totals hold the whole amount; a category its part (docs/decisions.md, 'Category parts').
    const parts = row.parts ?? null;
    const counted = (category_id: string) =>
      category_id === ALL_CATEGORIES ? row.amount : countedIn(row.amount, parts, category_id);
    for (const category_id of [ALL_CATEGORIES, ...categories]) {
      this.money.add(
        `${group_id}|${date}|${category_id}|${transaction_type}|${currency}`,
        () => ({ group_id, day: date, category_id, transaction_type, currency }),
        [direction, direction * counted(category_id)],
      );
    }
    this.addShares(row, direction);
    if (transaction_type !== TransactionType.Expense || !budgets) return;
    // Spend is positive: an expense of -12.00 spends 1200.
    for (const budget of budgets.matching(group_id, row.categoryIds)) {
      const spent = -direction * countedInAny(row.amount, parts, budget.categoryIds);
      this.spend.add(`${budget.id}|${date}|${currency}`, () => ({ budget, day: date, currency }), [
        spent,
      ]);
    }
  }

  /**
   * What the payer paid and each member's share, per type (reports tell expenses from incomes,
   * balances add them all), signed as money out of their hands.
   */
  private addShares(row: MoneyRow, direction: 1 | -1): void {
    const sign = outflowSign(row.transactionType);
    if (row.paidBy === null || row.shares === null || sign === 0) return;
    const { groupId: group_id, transactionType: transaction_type, currency, date: day } = row;
    const add = (user_id: string, paid: number, share: number) =>
      this.members.add(
        `${group_id}|${user_id}|${transaction_type}|${currency}|${day}`,
        () => ({ group_id, user_id, transaction_type, currency, day }),
        [direction * sign * paid, direction * sign * share],
      );
    add(row.paidBy, Math.abs(row.amount), 0);
    for (const part of row.shares) add(part.userId, 0, part.minor);
  }

  /** The statements writing the changes: table by table in one fixed order, rows in key order. */
  async statements(book: () => Promise<RateBook>): Promise<Statement[]> {
    const statements = [
      ...upsertStatements(
        'transaction_totals',
        this.totals.entries().map(withCountAndAmount),
        ['group_id', 'transaction_type', 'currency'],
        ['transaction_count', 'amount'],
      ),
      ...upsertStatements(
        'transaction_month_counts',
        this.months.entries().map(withCount),
        ['group_id', 'transaction_type', 'month'],
        ['transaction_count'],
      ),
      ...upsertStatements(
        'transaction_day_counts',
        this.days.entries().map(withCount),
        ['group_id', 'transaction_type', 'date'],
        ['transaction_count'],
      ),
      ...upsertStatements(
        'member_day_sums',
        this.members.entries().map(({ fields, values: [paid = 0, share = 0] }) => ({
          ...fields,
          paid,
          share,
        })),
        ['group_id', 'user_id', 'transaction_type', 'currency', 'day'],
        ['paid', 'share'],
      ),
      ...upsertStatements(
        'money_account_day_sums',
        this.accounts.entries().map(withAccountFigures),
        ['money_account_id', 'currency', 'day'],
        ['transaction_count', 'amount', 'cleared_amount'],
      ),
      ...upsertStatements(
        'money_account_totals',
        this.accountTotals.entries().map(withAccountFigures),
        ['money_account_id', 'currency'],
        ['transaction_count', 'amount', 'cleared_amount'],
      ),
    ];
    if (this.money.size === 0 && this.spend.size === 0) return statements;
    const rates = await book();
    statements.push(...moneySumStatements(this.money.entries(), rates));
    if (this.spend.size === 0) return statements;
    const budgets = new Map<string, BudgetRules>();
    const days = this.spend.entries().map(({ fields: { budget, day, currency }, values }) => {
      budgets.set(budget.id, budget);
      return {
        budget_id: budget.id,
        day,
        currency,
        rate_key: rateKey(rates, currency, budget.currency, day),
        amount: values[0] ?? 0,
      };
    });
    return [...statements, ...spendStatements(days, budgets)];
  }
}

export interface Move {
  row: MoneyRow;
  /** 1: the transaction arrives; -1: it leaves (deleted, or its old state in an update). */
  direction: 1 | -1;
}

/**
 * Every derived row the moves change, written with the version bump at the end of the write
 * (nothing in a write reads derived rows); budgets are read only when expenses move.
 */
export async function applyMoves(ctx: WriteContext, moves: Move[]): Promise<void> {
  const expenses = moves.filter((m) => m.row.transactionType === TransactionType.Expense);
  const groups = [...new Set(expenses.map((m) => m.row.groupId))];
  const budgets = groups.length > 0 ? await budgetIndexFor(ctx, groups) : null;
  const changes = new DerivedChanges();
  for (const move of moves) changes.add(move.row, move.direction, budgets);
  ctx.pending.push(...(await changes.statements(ctx.book)));
}
