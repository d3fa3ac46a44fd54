import {
  Currency,
  TransactionType,
  type Transaction,
  type TransactionPage,
  type TransactionRows,
  type TransactionTotals,
} from '@budget/contract';
import { expect, it } from 'vitest';
import { isPostgres } from '../../db/database.ts';
import { toMinorUnits } from '../../lib/money.ts';
import { describeEachDatabase } from '../../test/each-database.ts';
import { ownerWithGroup } from '../../test/groups.ts';
import type { TestClient } from '../../test/test-app.ts';
import { sortsTextMatches } from './text-pages.repository.ts';
import { planTextQuery } from './text-search.ts';
import { pageTransactionIds } from './transaction-pages.repository.ts';
import type { ListFilter } from './transactions.repository.ts';

type Row = [name: string, type: number, amount: number, currency: number, date: string];

const ROWS: Row[] = [
  ['Pharmacy', TransactionType.Expense, 12.34, Currency.PLN, '2026-03-14'],
  ['Pharmacy', TransactionType.Expense, 0.01, Currency.PLN, '2026-03-15'],
  ['pharmacy night', TransactionType.Expense, 7.5, Currency.EUR, '2026-03-15'],
  ['PHARMACY', TransactionType.Expense, 99.99, Currency.PLN, '2026-03-16'],
  ['Pharmacy', TransactionType.Expense, 1000, Currency.USD, '2026-02-01'],
  ['Pharmacy refund', TransactionType.Income, 3.21, Currency.PLN, '2026-03-17'],
  ['Bakery', TransactionType.Expense, 5, Currency.PLN, '2026-03-16'],
  ['Salary', TransactionType.Income, 4000, Currency.PLN, '2026-03-01'],
];

async function addRows(client: TestClient, groupId: string) {
  const made: Transaction[] = [];
  for (const [name, transactionType, amount, currency, date] of ROWS) {
    const response = await client.post<Transaction>('/transactions', {
      transactionType,
      name,
      groupId,
      date,
      amount,
      currency,
    });
    expect(response.status, JSON.stringify(response.body.errors)).toBe(201);
    made.push(response.body.data);
  }
  return made;
}

async function get<T>(client: TestClient, path: string, query: Record<string, string>) {
  const response = await client.get<T>(path, { query });
  expect(response.status, JSON.stringify(response.body.errors)).toBe(200);
  return response.body.data;
}

/** Count and per-currency sums of the rows that hold the text, added up here in minor units. */
function expected(rows: Transaction[], text: string, type: number) {
  const matching = rows.filter(
    (row) => row.transactionType === type && row.name.toLowerCase().includes(text),
  );
  const sums = new Map<number, number>();
  for (const row of matching) {
    sums.set(row.currency, (sums.get(row.currency) ?? 0) + toMinorUnits(row.amount));
  }
  return {
    totalCount: matching.length,
    sums: [...sums].sort(([a], [b]) => a - b).map(([currency, minor]) => ({ currency, minor })),
  };
}

describeEachDatabase('a search answered as its page and its figures apart', (ctx) => {
  it('answers exact figures equal to the matching rows and the page of the whole answer', async () => {
    const { ownerClient: client, group } = await ownerWithGroup(ctx(), 'Chemist');
    const rows = await addRows(client, group.id);
    for (const type of [TransactionType.Expense, TransactionType.Income]) {
      const query = { filter: 'harmac', transactionType: String(type) };
      const totals = await get<TransactionTotals>(client, '/transactions/totals', query);
      const want = expected(rows, 'harmac', type);
      expect(totals.totalCount).toBe(want.totalCount);
      expect(totals.sums.map((sum) => ({ ...sum, amount: toMinorUnits(sum.amount) }))).toEqual(
        want.sums.map(({ currency, minor }) => ({ currency, amount: minor })),
      );
      expect(totals.converted).toBeUndefined();
      const whole = await get<TransactionPage>(client, '/transactions', query);
      expect({ totalCount: whole.totalCount, sums: whole.sums }).toEqual(totals);
    }
    // With a currency, the converted total is the whole answer's (read once with the sums).
    const inPln = { filter: 'harmac', transactionType: '0', currency: String(Currency.PLN) };
    const totals = await get<TransactionTotals>(client, '/transactions/totals', inPln);
    const whole = await get<TransactionPage>(client, '/transactions', inPln);
    expect(totals.converted).toEqual(whole.converted);
    expect(totals.sums).toEqual(whole.sums);
    expect(totals.totalCount).toBe(4 + 1);

    const paged = { filter: 'harmac', transactionType: '0', pageSize: '2' };
    const first = await get<TransactionRows>(client, '/transactions/page', paged);
    const last = await get<TransactionRows>(client, '/transactions/page', { ...paged, page: '3' });
    expect(first.transactions.map((t) => t.date)).toEqual(['2026-03-16', '2026-03-15']);
    expect(first.hasMore).toBe(true);
    expect(last.transactions.map((t) => t.date)).toEqual(['2026-02-01']);
    expect(last.hasMore).toBe(false);
    const wholePage = await get<TransactionPage>(client, '/transactions', paged);
    expect(first.transactions).toEqual(wholePage.transactions);
  });

  it('walks the date order for a text common in the list, sorts the matches of a rare one', async () => {
    const { ownerClient: client, group } = await ownerWithGroup(ctx(), 'Walks');
    const rows = await addRows(client, group.id);
    const db = ctx().app.db;
    const filterOf = async (type: number): Promise<ListFilter> => ({
      groupIds: [group.id],
      text: 'pharmacy',
      transactionType: type,
      // Rare below 2 rows: no trigram of 'pharmacy' is, so SQLite asks for the phrase.
      ...(isPostgres(db) ? {} : { textQuery: await planTextQuery(db, 'pharmacy', 2) }),
    });
    const expenses = await filterOf(TransactionType.Expense);
    const incomes = await filterOf(TransactionType.Income);
    // Past three matches a walk is chosen: five expenses hold the text, one income.
    expect(await sortsTextMatches(db, expenses, 3)).toBe(false);
    expect(await sortsTextMatches(db, incomes, 3)).toBe(isPostgres(db));
    // SQLite samples the first matches: none of the first three is an income.
    if (!isPostgres(db)) expect(await sortsTextMatches(db, incomes, 3, 3)).toBe(true);
    expect(await sortsTextMatches(db, expenses, 20)).toBe(true);
    // Walked and sorted, the pages are the same.
    for (const filter of [expenses, incomes]) {
      for (const offset of [0, 2]) {
        const walked = await pageTransactionIds(db, filter, 2, offset, 'date', 'desc');
        const sorted = await pageTransactionIds(
          db,
          filter,
          2,
          offset,
          'date',
          'desc',
          undefined,
          0,
        );
        expect(walked).toEqual(sorted);
      }
    }
    const walked = await pageTransactionIds(db, expenses, 10, 0, 'date', 'desc');
    const byDate = rows
      .filter((row) => row.transactionType === TransactionType.Expense)
      .filter((row) => row.name.toLowerCase().includes('pharmacy'))
      .sort((a, b) => (a.date === b.date ? (a.id < b.id ? 1 : -1) : a.date < b.date ? 1 : -1));
    expect(walked).toEqual(byDate.map((row) => row.id));
  });
});
