import {
  Currency,
  TransactionType,
  type Category,
  type Group,
  type Transaction,
  type TransactionPage,
} from '@budget/contract';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/each-database.ts';
import { ownerWithGroup } from '../../test/groups.ts';
import type { TestClient } from '../../test/test-app.ts';

const { Expense, Income } = TransactionType;
type Row = [name: string, type: number, date: string, amount: number, currency: number];

describeEachDatabase('transaction filters and sorts', (ctx) => {
  let client: TestClient;
  let groceries: Category;
  let fuel: Category;
  let foreignCategory: Category;
  const all: Transaction[] = [];
  const named = (name: string) => all.find((t) => t.name === name) as Transaction;

  beforeAll(async () => {
    const home = await ownerWithGroup(ctx(), 'Home');
    client = home.ownerClient;
    const work = (await client.post<Group>('/groups', { name: 'Work', description: '' })).body.data;
    const category = async (name: string, groupId = home.group.id) =>
      (await client.post<Category>('/categories', { name, groupId })).body.data;
    groceries = await category('Groceries');
    fuel = await category('Fuel');
    const stranger = await ownerWithGroup(ctx(), 'Elsewhere');
    foreignCategory = (
      await stranger.ownerClient.post<Category>('/categories', {
        name: 'Groceries',
        groupId: stranger.group.id,
      })
    ).body.data;
    const rows: [Row, string[], string][] = [
      [['Milk', Expense, '2026-03-03', 45, Currency.PLN], [groceries.id], home.group.id],
      [['bread', Expense, '2026-03-10', 12.5, Currency.PLN], [groceries.id], home.group.id],
      [['Petrol', Expense, '2026-03-15', 80, Currency.PLN], [fuel.id], home.group.id],
      [['Cheese', Expense, '2026-02-28', 60, Currency.PLN], [groceries.id], home.group.id],
      [['Salary', Income, '2026-03-01', 5000, Currency.PLN], [], home.group.id],
      [['apples', Expense, '2026-03-31', 41, Currency.EUR], [groceries.id, fuel.id], home.group.id],
      [['Zucchini', Expense, '2026-04-01', 100, Currency.PLN], [groceries.id], home.group.id],
      [['Lunch', Expense, '2026-03-05', 30, Currency.PLN], [], work.id],
      [['Bonus', Income, '2026-03-20', 200, Currency.EUR], [], work.id],
      [['Milk', Expense, '2026-03-03', 45, Currency.PLN], [], work.id],
    ];
    for (const [[name, transactionType, date, amount, currency], categoryIds, groupId] of rows) {
      const response = await client.post<Transaction>('/transactions', {
        ...{ name, transactionType, date, amount, currency, categoryIds, groupId },
      });
      expect(response.status, JSON.stringify(response.body.errors)).toBe(201);
      all.push(response.body.data);
    }
  });

  async function list(query: Record<string, string | string[]>) {
    const response = await client.get<TransactionPage>('/transactions', {
      query: { pageSize: '500', ...query },
    });
    expect(response.status, JSON.stringify(response.body.errors)).toBe(200);
    return response.body.data;
  }
  const names = (page: TransactionPage) => page.transactions.map((t) => t.name);

  /** What the server should answer: matching rows in the sort's order, ties by id. */
  function expected(
    keep: (t: Transaction) => boolean,
    key: (t: Transaction) => string | number,
    order: 'asc' | 'desc',
  ) {
    const sign = order === 'asc' ? 1 : -1;
    const compare = (a: string | number, b: string | number) => (a < b ? -1 : a > b ? 1 : 0);
    return all
      .filter(keep)
      .sort((a, b) => sign * (compare(key(a), key(b)) || compare(a.id, b.id)))
      .map((t) => t.name);
  }
  const sums = (page: TransactionPage) =>
    Object.fromEntries(page.sums.map((sum) => [sum.currency, sum.amount]));

  it('narrows to a date range, both ends included, with the count and sums of the range', async () => {
    const march = await list({ from: '2026-03-01', to: '2026-03-31' });
    const inMarch = (t: Transaction) => t.date >= '2026-03-01' && t.date <= '2026-03-31';
    expect(names(march)).toEqual(expected(inMarch, (t) => t.date, 'desc'));
    expect(march.totalCount).toBe(8);
    expect(sums(march)).toEqual({
      [Currency.PLN]: 5000 - 45 - 12.5 - 80 - 30 - 45,
      [Currency.EUR]: 200 - 41,
    });
    const from = await list({ from: '2026-03-31' });
    expect(names(from)).toEqual(['Zucchini', 'apples']);
    const to = await list({ to: '2026-02-28', transactionType: String(Expense) });
    expect(names(to)).toEqual(['Cheese']);
    expect(sums(to)).toEqual({ [Currency.PLN]: -60 });
    expect((await list({ from: '2026-05-01' })).totalCount).toBe(0);
    // A whole month with days at both ends, and whole years after them.
    const ends = await list({
      from: '2026-02-01',
      to: '2026-03-10',
      transactionType: String(Expense),
    });
    expect(ends.totalCount).toBe(5);
    expect(sums(ends)).toEqual({ [Currency.PLN]: -60 - 45 - 45 - 12.5 - 30 });
    const years = await list({
      from: '2025-12-31',
      to: '2030-01-01',
      transactionType: String(Income),
    });
    expect(sums(years)).toEqual({ [Currency.PLN]: 5000, [Currency.EUR]: 200 });
  });

  it('narrows to categories (any of them) and type, counting a transaction once', async () => {
    const food = await list({ categoryIds: groceries.id, transactionType: String(Expense) });
    expect(names(food)).toEqual(['Zucchini', 'apples', 'bread', 'Milk', 'Cheese']);
    expect(sums(food)).toEqual({ [Currency.PLN]: -45 - 12.5 - 60 - 100, [Currency.EUR]: -41 });
    const both = await list({ categoryIds: [groceries.id, fuel.id] });
    expect(both.totalCount).toBe(6);
    expect(sums(both)).toEqual({ [Currency.PLN]: -45 - 12.5 - 80 - 60 - 100, [Currency.EUR]: -41 });
    const incomes = await list({ categoryIds: fuel.id, transactionType: String(Income) });
    expect(incomes.totalCount).toBe(0);
  });

  it('bounds amounts by their size, whatever their sign', async () => {
    // In PLN: 41 EUR is well over 45 PLN, 200 EUR well over 200 PLN.
    const over = await list({ minAmount: '45', transactionType: String(Expense) });
    expect(names(over).sort()).toEqual(['Cheese', 'Milk', 'Milk', 'Petrol', 'Zucchini', 'apples']);
    const between = await list({ minAmount: '41', maxAmount: '200' });
    expect(names(between).sort()).toEqual(
      ['Cheese', 'Milk', 'Milk', 'Petrol', 'Zucchini', 'apples'].sort(),
    );
    expect(sums(between)).toEqual({
      [Currency.PLN]: -45 - 45 - 80 - 60 - 100,
      [Currency.EUR]: -41,
    });
  });

  it('compares amounts converted into the currency asked for (PLN without one), at the latest rates', async () => {
    const [euro] = (
      await ctx()
        .app.db.selectFrom('exchange_rates')
        .select('mid')
        .where('code', '=', 'EUR')
        .orderBy('effective_date', 'desc')
        .limit(1)
        .execute()
    ).map((row) => Number(row.mid));
    expect(euro).toBeGreaterThan(3);
    const applesInPln = 41 * (euro as number);
    const expenses = { transactionType: String(Expense) };
    // Just under and just over what 41 EUR is in PLN.
    const under = (Math.floor(applesInPln * 100) / 100).toFixed(2);
    const over = (Math.ceil(applesInPln * 100) / 100 + 0.01).toFixed(2);
    expect(names(await list({ ...expenses, minAmount: under }))).toEqual(['apples']);
    expect(names(await list({ ...expenses, minAmount: under, currency: '0' }))).toEqual(['apples']);
    expect(names(await list({ ...expenses, minAmount: over }))).toEqual([]);
    expect(names(await list({ ...expenses, maxAmount: under, minAmount: '100' }))).toEqual([
      'Zucchini',
    ]);
    // In euros: 41 EUR is, 100 PLN (some 23 EUR) and 200 EUR are not between 40 and 50.
    const inEuro = await list({ minAmount: '40', maxAmount: '50', currency: String(Currency.EUR) });
    expect(names(inEuro)).toEqual(['apples']);
    expect(inEuro.converted?.amount).toBe(-41);
  });

  it("finds last March's grocery expenses over 40", async () => {
    const page = await list({
      from: '2026-03-01',
      to: '2026-03-31',
      transactionType: String(Expense),
      categoryIds: groceries.id,
      minAmount: '40',
      sort: 'amount',
      order: 'asc',
    });
    expect(names(page)).toEqual(['Milk', 'apples']);
    expect(page.totalCount).toBe(2);
  });

  it('sorts by date, amount and name both ways, ties by id, and pages through the sort', async () => {
    const keys = {
      date: (t: Transaction) => t.date,
      amount: (t: Transaction) => t.amount,
      name: (t: Transaction) => t.name.toLowerCase(),
    };
    for (const sort of ['date', 'amount', 'name'] as const) {
      for (const order of ['asc', 'desc'] as const) {
        const want = expected(() => true, keys[sort], order);
        expect(names(await list({ sort, order })), `${sort} ${order}`).toEqual(want);
        const pages: string[] = [];
        for (const page of ['1', '2', '3', '4']) {
          pages.push(...names(await list({ sort, order, pageSize: '3', page })));
        }
        expect(pages, `${sort} ${order} in pages of 3`).toEqual(want);
      }
    }
    expect(names(await list({ sort: 'name' }))[0]).toBe('apples');
    expect(names(await list({ sort: 'amount' }))[0]).toBe('Salary');
  });

  it('combines every filter with every sort', async () => {
    const keep = (t: Transaction) =>
      t.transactionType === Expense &&
      t.date >= '2026-03-01' &&
      t.date <= '2026-04-30' &&
      t.categories.some((c) => c.id === groceries.id || c.id === fuel.id) &&
      // In PLN: apples (41 EUR) is over 100.
      t.currency === Currency.PLN &&
      Math.abs(t.amount) >= 40 &&
      Math.abs(t.amount) <= 100;
    const query = {
      from: '2026-03-01',
      to: '2026-04-30',
      transactionType: String(Expense),
      categoryIds: [groceries.id, fuel.id],
      minAmount: '40',
      maxAmount: '100',
    };
    const want = expected(keep, (t) => t.amount, 'desc');
    expect(want).toEqual(['Milk', 'Petrol', 'Zucchini']);
    expect(names(await list({ ...query, sort: 'amount', order: 'desc' }))).toEqual(want);
    expect(names(await list({ ...query, sort: 'name', pageSize: '2', page: '2' }))).toEqual([
      'Zucchini',
    ]);
    const text = await list({ ...query, filter: 'MIL', sort: 'date', order: 'asc' });
    expect(names(text)).toEqual(['Milk']);
    expect(text.totalCount).toBe(1);
  });

  it('converts the total of everything that matches into the currency asked for', async () => {
    expect((await list({})).converted).toBeUndefined();
    const plnOnly = await list({
      to: '2026-03-15',
      transactionType: String(Expense),
      currency: '0',
    });
    expect(plnOnly.converted).toEqual({
      currency: Currency.PLN,
      amount: -60 - 45 - 12.5 - 80 - 30 - 45,
      unconvertedCurrencies: [],
    });
    const apples = { from: '2026-03-31', to: '2026-03-31' };
    expect((await list({ ...apples, currency: String(Currency.EUR) })).converted?.amount).toBe(-41);
    // The same, read from the matches rather than the rollups.
    const read = await list({ ...apples, minAmount: '41', currency: String(Currency.EUR) });
    expect(read.converted?.amount).toBe(-41);
    const inPln = await list({ ...apples, minAmount: '41', currency: String(Currency.PLN) });
    expect(inPln.converted?.amount).toBeLessThan(-41 * 3);
    expect(inPln.converted?.amount).toBeGreaterThan(-41 * 6);
    const rolled = await list({ ...apples, currency: String(Currency.PLN) });
    expect(rolled.converted?.amount).toBe(inPln.converted?.amount);
  });

  it('refuses bad sorts, ranges, dates, amounts and categories with 400, never 500', async () => {
    const cases: [Record<string, string | string[]>, string][] = [
      [{ sort: 'colour' }, 'sort'],
      [{ order: 'up' }, 'order'],
      [{ from: '2026-04-01', to: '2026-03-01' }, 'to'],
      [{ from: '2026-02-30' }, 'from'],
      [{ to: '31/03/2026' }, 'to'],
      [{ minAmount: '-1' }, 'minAmount'],
      [{ minAmount: 'lots' }, 'minAmount'],
      [{ maxAmount: '1.005' }, 'maxAmount'],
      [{ minAmount: '50', maxAmount: '40' }, 'maxAmount'],
      [{ currency: '36' }, 'currency'],
      [{ categoryIds: '00000000-0000-4000-8000-000000000000' }, 'categoryIds'],
      [{ categoryIds: [groceries.id, foreignCategory.id] }, 'categoryIds'],
    ];
    for (const [query, field] of cases) {
      const response = await client.get('/transactions', { query });
      expect(response.status, JSON.stringify(query)).toBe(400);
      expect(Object.keys(response.body.errors[0]?.details ?? {}), JSON.stringify(query)).toContain(
        field,
      );
    }
    expect(named('Milk').categories).toHaveLength(1);
  });
});
