import type { RateBook } from '../currencies/rate-book.ts';
import { spendDays } from './budget-spend.ts';
import {
  clearBudgetSpend,
  clearGroupRollups,
  dayCountsOf,
  monthCountsOf,
  spendDaysOf,
  spendPeriodsOf,
  totalsOf,
  upsertAdding,
} from './derived.repository.ts';
import { loadBudgetIndex, spendPeriods, writeSpend, type BudgetRules } from './derived.ts';
import type { Trx } from './group-lock.ts';
import {
  dayCountsFromTransactions,
  expensesPerCategorySet,
  totalsFromTransactions,
  type DaySum,
} from './rebuild.repository.ts';

/** One row where the stored derived data and its recomputation from the raw rows disagree. */
export interface Difference {
  table: string;
  key: string;
  /** The stored value, or null when the row is missing. */
  stored: string | null;
  /** The recomputed value, or null when the row should not exist. */
  expected: string | null;
}

/** Rows of a table as key -> value text; rows that add nothing (all zero) are left out. */
type Table = Map<string, string>;

function tableOf<R>(rows: R[], key: (row: R) => string, values: (row: R) => (string | number)[]) {
  const table: Table = new Map();
  for (const row of rows) {
    const parts = values(row);
    if (parts.every((part) => typeof part !== 'number' || part === 0)) continue;
    table.set(key(row), parts.join(' '));
  }
  return table;
}

function compare(table: string, stored: Table, expected: Table, prefix = ''): Difference[] {
  const differences: Difference[] = [];
  for (const [key, value] of expected) {
    const found = stored.get(key);
    if (found !== value)
      differences.push({ table, key: prefix + key, stored: found ?? null, expected: value });
  }
  for (const [key, value] of stored) {
    if (!expected.has(key))
      differences.push({ table, key: prefix + key, stored: value, expected: null });
  }
  return differences;
}

const byKey = <T extends Record<string, string | number>>(rows: T[], key: (row: T) => string) =>
  rows.sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));

/** Running totals and day and month counts: stored against recomputed; rewritten when repairing. */
async function checkRollups(trx: Trx, groupId: string, repair: boolean) {
  const totals = (await totalsFromTransactions(trx, groupId)).map((r) => ({
    group_id: groupId,
    transaction_type: Number(r.transaction_type),
    currency: Number(r.currency),
    transaction_count: Number(r.transaction_count),
    amount: Number(r.amount),
  }));
  const days = (await dayCountsFromTransactions(trx, groupId)).map((r) => ({
    group_id: groupId,
    transaction_type: Number(r.transaction_type),
    date: r.date,
    transaction_count: Number(r.transaction_count),
  }));
  const months = new Map<
    string,
    { group_id: string; transaction_type: number; month: string; transaction_count: number }
  >();
  for (const day of days) {
    const month = day.date.slice(0, 7);
    const key = `${day.transaction_type}|${month}`;
    const row = months.get(key) ?? {
      group_id: groupId,
      transaction_type: day.transaction_type,
      month,
      transaction_count: 0,
    };
    row.transaction_count += day.transaction_count;
    months.set(key, row);
  }
  const differences = [
    ...compare(
      'transaction_totals',
      tableOf(
        await totalsOf(trx, groupId),
        (r) => `${r.transaction_type}|${r.currency}`,
        (r) => [Number(r.transaction_count), Number(r.amount)],
      ),
      tableOf(
        totals,
        (r) => `${r.transaction_type}|${r.currency}`,
        (r) => [r.transaction_count, r.amount],
      ),
    ),
    ...compare(
      'transaction_month_counts',
      tableOf(
        await monthCountsOf(trx, groupId),
        (r) => `${r.transaction_type}|${r.month}`,
        (r) => [Number(r.transaction_count)],
      ),
      tableOf(
        [...months.values()],
        (r) => `${r.transaction_type}|${r.month}`,
        (r) => [r.transaction_count],
      ),
    ),
    ...compare(
      'transaction_day_counts',
      tableOf(
        await dayCountsOf(trx, groupId),
        (r) => `${r.transaction_type}|${r.date}`,
        (r) => [Number(r.transaction_count)],
      ),
      tableOf(
        days,
        (r) => `${r.transaction_type}|${r.date}`,
        (r) => [r.transaction_count],
      ),
    ),
  ];
  if (repair && differences.length > 0) {
    await clearGroupRollups(trx, groupId);
    const key = (r: { transaction_type: number }, rest: string | number) =>
      `${r.transaction_type}|${rest}`;
    await upsertAdding(
      trx,
      'transaction_totals',
      byKey(totals, (r) => key(r, r.currency)),
      ['group_id', 'transaction_type', 'currency'],
      [],
    );
    await upsertAdding(
      trx,
      'transaction_month_counts',
      byKey([...months.values()], (r) => key(r, r.month)),
      ['group_id', 'transaction_type', 'month'],
      [],
    );
    await upsertAdding(
      trx,
      'transaction_day_counts',
      byKey(days, (r) => key(r, r.date)),
      ['group_id', 'transaction_type', 'date'],
      [],
    );
  }
  return differences;
}

/**
 * Every budget's spend per day and currency, from one pass over the group's expenses, held in
 * parallel arrays with each distinct set of categories stored once (a million transactions make
 * a few hundred thousand rows but only hundreds of sets).
 */
async function expectedSpend(trx: Trx, groupId: string) {
  const rows = await expensesPerCategorySet(trx, groupId);
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
    for (let i = 0; i < dates.length; i++) {
      if (!counts[setOf[i] as number]) continue;
      const [date, currency, amount] = [
        dates[i] as string,
        currencies[i] as number,
        amounts[i] as number,
      ];
      const key = `${date}|${currency}`;
      const sum = sums.get(key);
      if (sum) sum.amount += amount;
      else sums.set(key, { date, currency, amount });
    }
    return [...sums.values()];
  };
}

/** Each budget's day and period spend: stored against recomputed; rewritten when repairing. */
async function checkBudgets(trx: Trx, book: RateBook, groupId: string, repair: boolean) {
  const differences: Difference[] = [];
  const budgets = (await loadBudgetIndex(trx, [groupId])).budgets;
  const spendOf = budgets.length > 0 ? await expectedSpend(trx, groupId) : () => [];
  for (const budget of budgets) {
    const days = spendDays(book, budget, spendOf(budget));
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
          spendPeriods(days, new Map([[budget.id, budget]])),
          (r) => `${r.period_start}|${r.currency}|${r.rate_key}`,
          (r) => [Number(r.amount)],
        ),
        prefix,
      ),
    ];
    if (repair && found.length > 0) {
      await clearBudgetSpend(trx, budget.id);
      await writeSpend(trx, days, new Map([[budget.id, budget]]));
    }
    differences.push(...found);
  }
  return differences;
}

/**
 * Recomputes all derived data of a group from its raw rows (transactions, their categories,
 * budgets) and compares it with what is stored; `repair` rewrites what differs. Run under the
 * group's lock, so the raw rows cannot change meanwhile.
 */
export async function checkGroup(
  trx: Trx,
  book: RateBook,
  groupId: string,
  repair: boolean,
): Promise<Difference[]> {
  return [
    ...(await checkRollups(trx, groupId, repair)),
    ...(await checkBudgets(trx, book, groupId, repair)),
  ];
}
