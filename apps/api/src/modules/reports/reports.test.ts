import {
  Currency,
  MAX_AMOUNT,
  PeriodType,
  TransactionType,
  type Accounts,
  type Budget,
  type Report,
  type ReportBudget,
  type Transaction,
  type TransactionPage,
} from '@budget/contract';
import { expect, it } from 'vitest';
import { signIn } from '../../test/accounts.ts';
import { describeEachDatabase } from '../../test/each-database.ts';
import { ownerWithGroup, type GroupFixture } from '../../test/groups.ts';
import type { TestClient } from '../../test/test-app.ts';
import { today } from '../budgets/budget-views.ts';

const ADMIN = 'reports-admin@example.test';
const { Expense, Income } = TransactionType;

/** A second rates table, so that conversions differ before and after 2024-02-10. */
const february = {
  table: 'A',
  no: '028/A/NBP/2024',
  effectiveDate: '2024-02-10',
  rates: [
    { currency: 'euro', code: 'EUR', mid: 4.5 },
    { currency: 'dolar amerykański', code: 'USD', mid: 4.0 },
  ],
};

interface World {
  home: GroupFixture;
  trip: string;
  client: TestClient;
  food: string;
  fun: string;
}

async function made<T>(client: TestClient, path: string, body: object): Promise<T> {
  const response = await client.post<T>(path, body);
  expect(response.status, JSON.stringify(response.body.errors)).toBe(201);
  return response.body.data;
}

/**
 * Home, by hand (rates: EUR 4.3653 and USD 4.0326 until 2024-02-09, EUR 4.5 and USD 4.0 from
 * 2024-02-10; RUB has none):
 *   2024-01-10 expense 100.00 PLN  Food            100.00
 *   2024-01-20 expense  10.00 EUR  Food, Fun        43.653
 *   2024-02-05 income 3000.00 PLN               3000.00
 *   2024-02-15 expense  20.00 USD  -                80.00
 *   2024-02-20 expense  50.00 RUB  Fun            (no rate)
 *   2024-03-31 expense   5.00 EUR  Fun             22.50
 *   2024-04-01 income  100.00 EUR                 450.00
 * Trip: today an expense of 12.34 PLN and an income of 1.00 USD.
 */
async function buildWorld(ctx: Parameters<typeof ownerWithGroup>[0]): Promise<World> {
  const home = await ownerWithGroup(ctx, 'Home');
  const client = home.ownerClient;
  const g = home.group.id;
  const food = (await made<{ id: string }>(client, '/categories', { name: 'Food', groupId: g })).id;
  const fun = (await made<{ id: string }>(client, '/categories', { name: 'Fun', groupId: g })).id;
  const add = (type: number, date: string, amount: number, currency: number, ids: string[]) =>
    made<Transaction>(client, '/transactions', {
      transactionType: type,
      name: `${type === Income ? 'Pay' : 'Buy'} ${date}`,
      groupId: g,
      categoryIds: ids,
      date,
      amount,
      currency,
    });
  await add(Expense, '2024-01-10', 100, Currency.PLN, [food]);
  await add(Expense, '2024-01-20', 10, Currency.EUR, [food, fun]);
  await add(Income, '2024-02-05', 3000, Currency.PLN, []);
  await add(Expense, '2024-02-15', 20, Currency.USD, []);
  await add(Expense, '2024-02-20', 50, Currency.RUB, [fun]);
  await add(Expense, '2024-03-31', 5, Currency.EUR, [fun]);
  await add(Income, '2024-04-01', 100, Currency.EUR, []);
  const trip = (await made<{ id: string }>(client, '/groups', { name: 'Trip' })).id;
  const now = today();
  for (const [type, amount, currency] of [
    [Expense, 12.34, Currency.PLN],
    [Income, 1, Currency.USD],
  ] as const) {
    await made(client, '/transactions', {
      transactionType: type,
      name: 'Today',
      groupId: trip,
      date: now,
      amount,
      currency,
    });
  }
  // Imported after the history: the month sums from February on regroup by the new rate day.
  await ctx
    .client()
    .post('/auth/register', { userName: 'reportsadmin', email: ADMIN, password: 'Adm1n#Pass' });
  const admin = await signIn(ctx, { email: ADMIN, password: 'Adm1n#Pass' });
  expect((await admin.post('/rates/import', [february])).status).toBe(200);
  return { home, trip, client: await signIn(ctx, home.owner), food, fun };
}

async function report(client: TestClient, query: Record<string, string>) {
  const response = await client.get<Report>('/reports', { query });
  expect(response.status, JSON.stringify(response.body.errors)).toBe(200);
  return response.body.data;
}

/** Every transaction of the group the transactions screen lists, all pages. */
async function listed(client: TestClient, groupId: string) {
  const page = await client.get<TransactionPage>('/transactions', {
    query: { groupIds: groupId, pageSize: '500' },
  });
  expect(page.status).toBe(200);
  return page.body.data;
}

describeEachDatabase(
  'reports and accounts',
  (ctx) => {
    let world: Promise<World> | undefined;
    const setUp = () => (world ??= buildWorld(ctx()));

    it('adds up a whole history exactly at each date, with a currency without a rate left out', async () => {
      const { home, client, food, fun } = await setUp();
      const all = await report(client, { groupIds: home.group.id });
      expect(all.totals).toEqual({
        income: 3450,
        expenses: 246.15,
        net: 3203.85,
        transactionCount: 7,
      });
      expect(all.unconvertedCurrencies).toEqual([Currency.RUB]);
      expect(all.months).toEqual([
        {
          month: '2024-01',
          income: 0,
          expenses: 143.65,
          net: -143.65,
          cumulativeNet: -143.65,
          transactionCount: 2,
        },
        {
          month: '2024-02',
          income: 3000,
          expenses: 80,
          net: 2920,
          cumulativeNet: 2776.35,
          transactionCount: 3,
        },
        {
          month: '2024-03',
          income: 0,
          expenses: 22.5,
          net: -22.5,
          cumulativeNet: 2753.85,
          transactionCount: 1,
        },
        {
          month: '2024-04',
          income: 450,
          expenses: 0,
          net: 450,
          cumulativeNet: 3203.85,
          transactionCount: 1,
        },
      ]);
      expect(
        all.categories.map((c) => [c.categoryId, c.name, c.amount, c.share, c.transactionCount]),
      ).toEqual([
        [food, 'Food', 143.65, 58.4, 2],
        [null, 'Uncategorised', 80, 32.5, 1],
        [fun, 'Fun', 66.15, 26.9, 3],
      ]);
      expect(all.largestExpenses.map((e) => [e.amount, e.currency, e.converted])).toEqual([
        [100, Currency.PLN, 100],
        [20, Currency.USD, 80],
        [10, Currency.EUR, 43.65],
        [5, Currency.EUR, 22.5],
        [50, Currency.RUB, null],
      ]);
      expect(all.currencies).toEqual([
        { currency: Currency.PLN, income: 3000, expenses: -100, transactionCount: 2 },
        { currency: Currency.USD, income: 0, expenses: -20, transactionCount: 1 },
        { currency: Currency.EUR, income: 100, expenses: -15, transactionCount: 3 },
        { currency: Currency.RUB, income: 0, expenses: -50, transactionCount: 1 },
      ]);
    });

    it('reads ranges that cut months from the days, and whole months from the month sums', async () => {
      const { home, client } = await setUp();
      const g = home.group.id;
      const cut = await report(client, { groupIds: g, from: '2024-01-15', to: '2024-02-15' });
      expect(cut.totals).toEqual({
        income: 3000,
        expenses: 123.65,
        net: 2876.35,
        transactionCount: 3,
      });
      expect(cut.categories.map((c) => [c.name, c.amount, c.share])).toEqual([
        ['Uncategorised', 80, 64.7],
        ['Food', 43.65, 35.3],
        ['Fun', 43.65, 35.3],
      ]);
      const mixed = await report(client, { groupIds: g, from: '2024-01-15', to: '2024-03-31' });
      expect(mixed.totals).toEqual({
        income: 3000,
        expenses: 146.15,
        net: 2853.85,
        transactionCount: 5,
      });
      expect(mixed.months.map((m) => m.month)).toEqual(['2024-01', '2024-02', '2024-03']);
      const empty = await report(client, { groupIds: g, from: '2025-01-01', to: '2025-12-31' });
      expect(empty.totals).toEqual({ income: 0, expenses: 0, net: 0, transactionCount: 0 });
      expect([empty.months, empty.categories, empty.largestExpenses]).toEqual([[], [], []]);
    });

    it('converts into the display currency asked for', async () => {
      const { home, client } = await setUp();
      const inEuro = await report(client, {
        groupIds: home.group.id,
        from: '2024-02-10',
        to: '2024-04-30',
        currency: String(Currency.EUR),
      });
      // 20 USD x 4.0 / 4.5 = 17.78 (exactly 17.777...) + 5 EUR; 50 RUB has no rate; 100 EUR in.
      expect(inEuro.totals).toEqual({
        income: 100,
        expenses: 22.78,
        net: 77.22,
        transactionCount: 4,
      });
      expect(inEuro.currency).toBe(Currency.EUR);
    });

    it('matches the transactions screen: counts and per-currency sums of the same groups', async () => {
      const { home, client } = await setUp();
      const g = home.group.id;
      const page = await listed(client, g);
      const all = await report(client, { groupIds: g });
      expect(all.totals.transactionCount).toBe(page.totalCount);
      expect(
        all.currencies.map((c) => ({ currency: c.currency, amount: c.income + c.expenses })),
      ).toEqual(page.sums);
      // A range: the listed transactions dated inside it add up to the report's sums.
      const range = { from: '2024-01-15', to: '2024-03-31' };
      const inside = page.transactions.filter((t) => t.date >= range.from && t.date <= range.to);
      const cut = await report(client, { groupIds: g, ...range });
      const sums = new Map<number, number>();
      for (const t of inside) sums.set(t.currency, (sums.get(t.currency) ?? 0) + t.amount);
      expect(cut.totals.transactionCount).toBe(inside.length);
      expect(cut.currencies.map((c) => [c.currency, c.income + c.expenses])).toEqual(
        [...sums].sort(([a], [b]) => a - b),
      );
    });

    it('sets each budget against what its periods in the range spent', async () => {
      const { home, client, food } = await setUp();
      const created = await client.post<Budget>('/budgets', {
        name: 'Food monthly',
        groupId: home.group.id,
        categoryIds: [food],
        amount: 200,
        currency: Currency.PLN,
        periodType: PeriodType.Monthly,
        startDate: '2024-01-01',
      });
      expect(created.status).toBe(201);
      const budgets = (query: Record<string, string>) =>
        client.get<ReportBudget[]>('/reports/budgets', { query });
      const cut = await budgets({ groupIds: home.group.id, from: '2024-01-15', to: '2024-03-31' });
      expect(cut.status).toBe(200);
      const [budget] = cut.body.data;
      expect(budget).toMatchObject({
        name: 'Food monthly',
        periods: 3,
        firstPeriodStart: '2024-01-01',
        lastPeriodEnd: '2024-03-31',
        budgeted: 600,
        spent: 143.65,
        remaining: 456.35,
        percentUsed: 23.9,
      });
      const before = await budgets({ groupIds: home.group.id, to: '2023-12-31' });
      expect(before.body.data).toEqual([]);

      // An open range ends with the period under way, not in the year 9999.
      const now = today();
      const months = (Number(now.slice(0, 4)) - 2024) * 12 + Number(now.slice(5, 7));
      const open = await budgets({ groupIds: home.group.id });
      expect(open.body.data[0]).toMatchObject({ periods: months, budgeted: 200 * months });
      expect(open.body.data[0]?.lastPeriodEnd.slice(0, 7)).toBe(now.slice(0, 7));

      // More periods than add up exactly: refused, not a 500.
      const huge = await client.post<Budget>('/budgets', {
        name: 'Daily since 1700',
        groupId: home.group.id,
        amount: MAX_AMOUNT,
        currency: Currency.PLN,
        periodType: PeriodType.Daily,
        startDate: '1700-01-01',
      });
      expect(huge.status).toBe(201);
      const refused = await budgets({ groupIds: home.group.id });
      expect(refused.status).toBe(400);
      expect(refused.body.errors[0]?.message).toContain("'Daily since 1700'");
      expect((await budgets({ groupIds: home.group.id, from: '2024-01-01' })).status).toBe(200);
    });

    it('shows each group as an account, with this month in its own time zone', async () => {
      const { home, trip, client } = await setUp();
      const response = await client.get<Accounts>('/accounts', { query: { currency: '0' } });
      expect(response.status).toBe(200);
      const { accounts, total, unconvertedCurrencies } = response.body.data;
      const byName = Object.fromEntries(accounts.map((a) => [a.name, a]));
      expect(byName.Home).toMatchObject({
        groupId: home.group.id,
        role: 1,
        balances: [
          { currency: Currency.PLN, amount: 2900 },
          { currency: Currency.USD, amount: -20 },
          { currency: Currency.EUR, amount: 85 },
          { currency: Currency.RUB, amount: -50 },
        ],
        convertedBalance: 3203.85,
        transactionCount: 7,
        lastTransactionDate: '2024-04-01',
        monthIncome: [],
        monthExpenses: [],
      });
      expect(byName.Trip).toMatchObject({
        groupId: trip,
        month: today().slice(0, 7),
        monthIncome: [{ currency: Currency.USD, amount: 1 }],
        monthExpenses: [{ currency: Currency.PLN, amount: 12.34 }],
        convertedBalance: -8.34,
        transactionCount: 2,
        lastTransactionDate: today(),
      });
      expect(total).toBe(3195.51);
      expect(unconvertedCurrencies).toEqual([Currency.RUB]);
    });

    it("never counts another household's money in a report of all one's groups", async () => {
      const { client } = await setUp();
      const before = await report(client, {});
      const stranger = await ownerWithGroup(ctx(), 'Neighbours');
      const category = await made<{ id: string }>(stranger.ownerClient, '/categories', {
        name: 'Secret',
        groupId: stranger.group.id,
      });
      await made(stranger.ownerClient, '/transactions', {
        transactionType: Expense,
        name: 'Neighbours only',
        groupId: stranger.group.id,
        categoryIds: [category.id],
        date: '2024-02-01',
        amount: 999_999,
        currency: Currency.PLN,
      });
      const after = await report(client, {});
      expect(after).toEqual(before);
      expect(JSON.stringify(after)).not.toContain(stranger.group.id);
      expect(
        (await client.get('/reports', { query: { groupIds: stranger.group.id } })).status,
      ).toBe(404);
    });

    it('refuses bad queries with the field named', async () => {
      const { client } = await setUp();
      for (const [query, field] of [
        [{ from: '2024-02-30' }, 'from'],
        [{ from: '2024-03-01', to: '2024-02-01' }, 'to'],
        [{ currency: '36' }, 'currency'],
        [{ currency: 'PLN' }, 'currency'],
      ] as const) {
        const response = await client.get('/reports', { query });
        expect(response.status, JSON.stringify(query)).toBe(400);
        expect(Object.keys(response.body.errors[0]?.details ?? {})).toContain(field);
      }
      expect((await client.get('/accounts', { query: { currency: '-1' } })).status).toBe(400);
    });
  },
  { ADMIN_EMAILS: ADMIN },
);
