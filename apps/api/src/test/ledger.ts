import {
  MAX_PAGE_SIZE,
  TransactionType,
  type Budget,
  type Category,
  type Transaction,
  type TransactionPage,
} from '@budget/contract';
import { expect } from 'vitest';
import { made } from './races.ts';
import type { TestClient } from './test-app.ts';

/**
 * Checks of what a group's money looks like through the API, each figure recomputed here from the
 * listed transactions themselves, never from the server's stored totals, counts or spend rows.
 */

const minor = (amount: number) => Math.round(amount * 100);
const idsQuery = (groupIds: string[]) => ({ groupIds });

async function page(client: TestClient, query: Record<string, string | string[]>) {
  return made<TransactionPage>(
    `GET /transactions ${JSON.stringify(query)}`,
    client.get('/transactions', { query }),
  );
}

/** Every transaction of the groups in one page (the scenarios stay far below MAX_PAGE_SIZE). */
export async function allTransactions(client: TestClient, groupIds: string[], type?: number) {
  const query = { ...idsQuery(groupIds), pageSize: String(MAX_PAGE_SIZE) };
  const all = await page(
    client,
    type === undefined ? query : { ...query, transactionType: String(type) },
  );
  expect(all.transactions.length, 'the scenario outgrew one page').toBeLessThan(MAX_PAGE_SIZE);
  return all;
}

/** Per-currency sums in minor units of the transactions, currencies in ascending order. */
function sumsOf(transactions: Transaction[]): [number, number][] {
  const sums = new Map<number, number>();
  for (const t of transactions) sums.set(t.currency, (sums.get(t.currency) ?? 0) + minor(t.amount));
  return [...sums].sort(([a], [b]) => a - b);
}

/**
 * For all transactions and for each type: totalCount and per-currency sums equal what the listed
 * transactions add up to, and paging by `pageSize` (pages past the first are found from the month
 * and day counts, transaction-pages.repository.ts) reaches every transaction once, in list order.
 */
export async function expectListsConsistent(
  client: TestClient,
  groupIds: string[],
  pageSize: number,
) {
  for (const type of [undefined, TransactionType.Expense, TransactionType.Income]) {
    const what = `transactions of type ${type ?? 'any'}`;
    const all = await allTransactions(client, groupIds, type);
    const listed = all.transactions;
    expect.soft(all.totalCount, `${what}: totalCount vs listed`).toBe(listed.length);
    const sums = [...all.sums].sort((a, b) => a.currency - b.currency);
    expect
      .soft(
        sums.map((s) => [s.currency, minor(s.amount)]),
        `${what}: sums vs listed`,
      )
      .toEqual(sumsOf(listed));

    const paged: string[] = [];
    const pages = Math.ceil(listed.length / pageSize) + 1; // one past the end, which must be empty
    for (let n = 1; n <= pages; n++) {
      const query = { ...idsQuery(groupIds), pageSize: String(pageSize), page: String(n) };
      const one = await page(
        client,
        type === undefined ? query : { ...query, transactionType: String(type) },
      );
      expect.soft(one.totalCount, `${what}: totalCount of page ${n}`).toBe(listed.length);
      paged.push(...one.transactions.map((t) => t.id));
    }
    expect
      .soft(paged, `${what}: pages of ${pageSize} vs one list`)
      .toEqual(listed.map((t) => t.id));
  }
}

/** The groups' categories, their transactions and their budgets (at `datePoint`). */
export async function snapshot(client: TestClient, groupIds: string[], datePoint: string) {
  const categories = await made<Category[]>(
    'GET /categories',
    client.get('/categories', { query: { groupsId: groupIds } }),
  );
  const budgets = await made<Budget[]>(
    'GET /budgets',
    client.get('/budgets', { query: { ...idsQuery(groupIds), datePoint } }),
  );
  return {
    categories,
    transactions: (await allTransactions(client, groupIds)).transactions,
    budgets,
  };
}

/** No transaction or budget names a category that no longer exists (or another group's). */
export function danglingLinks(state: Awaited<ReturnType<typeof snapshot>>): string[] {
  const groupOf = new Map(state.categories.map((c) => [c.id, c.groupId]));
  const dangling = (owner: { groupId: string; categories: { id: string }[] }) =>
    owner.categories.filter((c) => groupOf.get(c.id) !== owner.groupId).map((c) => c.id);
  return [
    ...state.transactions.flatMap((t) =>
      dangling(t).map((id) => `transaction ${t.id} names ${id}`),
    ),
    ...state.budgets.flatMap((b) => dangling(b).map((id) => `budget ${b.id} names ${id}`)),
  ];
}

/**
 * Each budget whose spent differs from its expenses in the period shown: all the group's expenses
 * for a budget without categories, else those sharing a category with it, each transaction once
 * (docs/decisions.md, 'Budgets'). Everything is in PLN, so no conversion is involved.
 */
export function wrongSpent(state: Awaited<ReturnType<typeof snapshot>>): string[] {
  return state.budgets.flatMap((budget) => {
    const usage = budget.budgetUsages[0];
    if (!usage) return [`budget ${budget.id} (${budget.name}) shows no period`];
    const wanted = new Set(budget.categories.map((c) => c.id));
    const counted = state.transactions.filter(
      (t) =>
        t.groupId === budget.groupId &&
        t.transactionType === TransactionType.Expense &&
        t.date >= usage.periodStart &&
        t.date <= usage.periodEnd &&
        (wanted.size === 0 || t.categories.some((c) => wanted.has(c.id))),
    );
    const expected = -counted.reduce((sum, t) => sum + minor(t.amount), 0);
    if (minor(usage.spent) === expected) return [];
    const names = [...wanted].join(', ') || 'all';
    return [
      `budget ${budget.id} (${names}) spent ${usage.spent}, its ${counted.length} expenses ${expected / 100}`,
    ];
  });
}

/** The state checks of the deletion races: no dangling link, every budget's spent right. */
export async function expectBudgetsTrue(client: TestClient, groupIds: string[], datePoint: string) {
  const state = await snapshot(client, groupIds, datePoint);
  expect.soft(danglingLinks(state), 'links to categories that do not exist').toEqual([]);
  expect.soft(wrongSpent(state), "budgets' spent vs their transactions").toEqual([]);
  return state;
}
