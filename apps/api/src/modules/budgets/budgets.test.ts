import {
  Currency,
  MemberRole,
  PeriodType,
  TransactionType,
  type Budget,
  type BudgetSummary,
  type Category,
  type Transaction,
} from '@budget/contract';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/each-database.ts';
import { memberOf, ownerWithGroup, type GroupFixture } from '../../test/groups.ts';
import type { TestClient } from '../../test/test-app.ts';
import { today as localToday } from './budget-views.ts';
import { addDays } from '../../lib/periods.ts';

const today = localToday();
const monthStart = `${today.slice(0, 7)}-01`;

async function spend(
  client: TestClient,
  groupId: string,
  amount: number,
  extra: Record<string, unknown> = {},
) {
  const response = await client.post<Transaction>('/transactions', {
    transactionType: TransactionType.Expense,
    name: 'Spend',
    groupId,
    date: today,
    amount,
    currency: Currency.PLN,
    ...extra,
  });
  expect(response.status, JSON.stringify(response.body.errors)).toBe(201);
  return response.body.data;
}

async function budget(fixture: GroupFixture, extra: Record<string, unknown> = {}) {
  const response = await fixture.ownerClient.post<Budget>('/budgets', {
    name: 'Food',
    groupId: fixture.group.id,
    amount: 100,
    currency: Currency.PLN,
    periodType: PeriodType.Monthly,
    startDate: monthStart,
    ...extra,
  });
  expect(response.status, JSON.stringify(response.body.errors)).toBe(201);
  return response.body.data;
}

async function usage(client: TestClient, query: Record<string, string> = {}) {
  const response = await client.get<Budget[]>('/budgets', { query });
  expect(response.status).toBe(200);
  return Object.fromEntries(response.body.data.map((b) => [b.name, b.budgetUsages[0]]));
}

describeEachDatabase('budgets', (ctx) => {
  it("counts the group's expenses that meet the budget's categories, or all without categories", async () => {
    const home = await ownerWithGroup(ctx());
    const client = home.ownerClient;
    const food = (
      await client.post<Category>('/categories', { name: 'Food', groupId: home.group.id })
    ).body.data;
    const fuel = (
      await client.post<Category>('/categories', { name: 'Fuel', groupId: home.group.id })
    ).body.data;
    await spend(client, home.group.id, 30, { categoryIds: [food.id] });
    await spend(client, home.group.id, 12.5, { categoryIds: [food.id, fuel.id] });
    await spend(client, home.group.id, 40, { categoryIds: [fuel.id] });
    await spend(client, home.group.id, 7);
    await client.post('/transactions', {
      transactionType: TransactionType.Income,
      name: 'Pay',
      groupId: home.group.id,
      date: today,
      amount: 999,
      currency: 0,
    });
    const elsewhere = await ownerWithGroup(ctx());
    await spend(elsewhere.ownerClient, elsewhere.group.id, 500);

    await budget(home, { name: 'Food', categoryIds: [food.id] });
    await budget(home, { name: 'All', amount: 80 });
    const figures = await usage(client);
    expect(figures.Food).toMatchObject({
      spent: 42.5,
      budgeted: 100,
      remaining: 57.5,
      percentUsed: 42.5,
    });
    expect(figures.All).toMatchObject({
      spent: 89.5,
      budgeted: 80,
      remaining: -9.5,
      unconvertedCurrencies: [],
    });
    expect(figures.All?.percentUsed).toBeCloseTo(111.875, 10);
  });

  it("converts other currencies into the budget's at the rate of each day, exactly", async () => {
    const home = await ownerWithGroup(ctx());
    await spend(home.ownerClient, home.group.id, 10, {
      currency: Currency.USD,
      date: '2024-02-05',
    });
    await spend(home.ownerClient, home.group.id, 5, { currency: Currency.EUR, date: '2024-02-06' });
    await spend(home.ownerClient, home.group.id, 3, { currency: Currency.RUB, date: '2024-02-07' });
    await budget(home, {
      name: 'Trip',
      amount: 200,
      startDate: '2024-02-01',
      periodType: PeriodType.Monthly,
      endDate: '2024-02-29',
    });
    const figures = await usage(home.ownerClient, { datePoint: '2024-02-10' });
    // 10 x 4.0326 + 5 x 4.3653 = 40.326 + 21.8265 = 62.1525 -> 62.15; RUB has no rate
    expect(figures.Trip).toMatchObject({
      spent: 62.15,
      unconvertedCurrencies: [Currency.RUB],
      periodStart: '2024-02-01',
      periodEnd: '2024-02-29',
    });

    const eur = await budget(home, {
      name: 'Euro',
      currency: Currency.EUR,
      startDate: '2024-02-01',
      endDate: '2024-02-29',
    });
    const euro = (await usage(home.ownerClient, { datePoint: '2024-02-10' })).Euro;
    // (40.326 + 21.8265) / 4.3653 = 14.2379... EUR
    expect(euro?.spent).toBe(14.24);
    expect(eur.currency).toBe(Currency.EUR);
  });

  it('counts a transaction on the first and the last day of the period, not a day outside', async () => {
    const home = await ownerWithGroup(ctx());
    await spend(home.ownerClient, home.group.id, 1, { date: '2025-03-15' });
    await spend(home.ownerClient, home.group.id, 2, { date: '2025-04-14' });
    await spend(home.ownerClient, home.group.id, 4, { date: '2025-03-14' });
    await spend(home.ownerClient, home.group.id, 8, { date: '2025-04-15' });
    await budget(home, { name: 'Mid', startDate: '2025-01-15' });
    await budget(home, { name: 'Week', periodType: PeriodType.Weekly, startDate: '2025-03-10' });
    await budget(home, { name: 'Year', periodType: PeriodType.Yearly, startDate: '2024-07-01' });
    const figures = await usage(home.ownerClient, { datePoint: '2025-04-01' });
    expect(figures.Mid).toMatchObject({
      spent: 3,
      periodStart: '2025-03-15',
      periodEnd: '2025-04-14',
    });
    expect(figures.Week).toMatchObject({
      spent: 0,
      periodStart: '2025-03-31',
      periodEnd: '2025-04-06',
    });
    expect(figures.Year).toMatchObject({
      spent: 15,
      periodStart: '2024-07-01',
      periodEnd: '2025-06-30',
    });
    const march = await usage(home.ownerClient, { datePoint: '2025-03-14' });
    expect(march.Week).toMatchObject({
      spent: 5, // 4 on the 14th and 1 on the 15th
      periodStart: '2025-03-10',
      periodEnd: '2025-03-16',
    });
  });

  it("lists active budgets with today's period, a date point's, or all with the nearest", async () => {
    const home = await ownerWithGroup(ctx());
    await budget(home, { name: 'Current' });
    await budget(home, { name: 'Past', startDate: '2020-01-01', endDate: '2020-12-31' });
    await budget(home, { name: 'Future', startDate: addDays(today, 40) });
    const names = async (query: Record<string, string>) =>
      (await home.ownerClient.get<Budget[]>('/budgets', { query })).body.data
        .map((b) => b.name)
        .sort();
    expect(await names({ onlyActualPeriod: 'true' })).toEqual(['Current']);
    expect(await names({ datePoint: '2020-06-15' })).toEqual(['Past']);
    expect(await names({ datePoint: '2020-06-15T00:00:00.000Z' })).toEqual(['Past']);
    expect(await names({})).toEqual(['Current', 'Future', 'Past']);
    const all = await usage(home.ownerClient);
    expect(all.Past).toMatchObject({ periodStart: '2020-12-01', periodEnd: '2020-12-31' });
    expect(all.Future?.periodStart).toBe(addDays(today, 40));
    expect(
      (await home.ownerClient.get('/budgets', { query: { datePoint: 'yesterday' } })).status,
    ).toBe(400);
  });

  it('keeps spend in step with edits and deletions of transactions, categories and budgets', async () => {
    const home = await ownerWithGroup(ctx());
    const client = home.ownerClient;
    const food = (
      await client.post<Category>('/categories', { name: 'Food', groupId: home.group.id })
    ).body.data;
    const fuel = (
      await client.post<Category>('/categories', { name: 'Fuel', groupId: home.group.id })
    ).body.data;
    const target = await budget(home, { name: 'Food', categoryIds: [food.id] });
    const t = await spend(client, home.group.id, 20, { categoryIds: [food.id] });
    expect((await usage(client)).Food?.spent).toBe(20);
    await client.put('/transactions', {
      transactionId: t.id,
      transactionType: 0,
      name: 'x',
      groupId: home.group.id,
      date: today,
      amount: 25,
      currency: 0,
      categoryIds: [fuel.id],
    });
    expect((await usage(client)).Food?.spent).toBe(0);
    await client.put('/transactions', {
      transactionId: t.id,
      transactionType: 0,
      name: 'x',
      groupId: home.group.id,
      date: today,
      amount: 25,
      currency: 0,
      categoryIds: [food.id],
    });
    expect((await usage(client)).Food?.spent).toBe(25);
    await client.put('/transactions', {
      transactionId: t.id,
      transactionType: 1,
      name: 'x',
      groupId: home.group.id,
      date: today,
      amount: 25,
      currency: 0,
      categoryIds: [food.id],
    });
    expect((await usage(client)).Food?.spent).toBe(0);
    await client.put('/transactions', {
      transactionId: t.id,
      transactionType: 0,
      name: 'x',
      groupId: home.group.id,
      date: today,
      amount: 25,
      currency: 0,
      categoryIds: [food.id],
    });
    await spend(client, home.group.id, 5, { categoryIds: [fuel.id] });

    const changed = await client.put<Budget>('/budgets', {
      budgetId: target.id,
      name: 'Food',
      amount: 50,
      currency: 0,
      periodType: 2,
      startDate: monthStart,
      categoryIds: [food.id, fuel.id],
    });
    expect(changed.body.data.budgetUsages[0]).toMatchObject({ spent: 30, budgeted: 50 });
    // Without its last category a budget counts every expense of the group.
    await client.delete('/categories', { query: { categoryId: food.id } });
    await client.delete('/categories', { query: { categoryId: fuel.id } });
    await spend(client, home.group.id, 1);
    expect((await usage(client)).Food?.spent).toBe(31);
    await client.delete(`/transactions/${t.id}`);
    expect((await usage(client)).Food?.spent).toBe(6);
    expect((await client.delete('/budgets', { query: { budgetId: target.id } })).status).toBe(200);
    expect(await usage(client)).toEqual({});
  });

  it('regroups spend into new periods when the schedule changes', async () => {
    const home = await ownerWithGroup(ctx());
    await spend(home.ownerClient, home.group.id, 3, { date: '2025-06-02' });
    await spend(home.ownerClient, home.group.id, 5, { date: '2025-06-20' });
    const weekly = await budget(home, {
      name: 'Plan',
      periodType: PeriodType.Weekly,
      startDate: '2025-06-02',
    });
    expect((await usage(home.ownerClient, { datePoint: '2025-06-03' })).Plan?.spent).toBe(3);
    const monthly = await home.ownerClient.put<Budget>('/budgets', {
      budgetId: weekly.id,
      name: 'Plan',
      amount: 100,
      currency: 0,
      periodType: PeriodType.Monthly,
      startDate: '2025-06-01',
    });
    expect(monthly.status).toBe(200);
    expect((await usage(home.ownerClient, { datePoint: '2025-06-03' })).Plan).toMatchObject({
      spent: 8,
      periodStart: '2025-06-01',
      periodEnd: '2025-06-30',
    });
    await home.ownerClient.put('/budgets', {
      budgetId: weekly.id,
      name: 'Plan',
      amount: 100,
      currency: 0,
      periodType: PeriodType.Monthly,
      startDate: '2025-06-01',
      endDate: '2025-06-10',
    });
    expect((await usage(home.ownerClient, { datePoint: '2025-06-03' })).Plan?.spent).toBe(3);
  });

  it('uses newly imported rates at once', async () => {
    const home = await ownerWithGroup(ctx());
    await spend(home.ownerClient, home.group.id, 10, {
      currency: Currency.USD,
      date: '2030-01-10',
    });
    await budget(home, { name: 'Far', startDate: '2030-01-01', endDate: '2030-01-31' });
    expect((await usage(home.ownerClient, { datePoint: '2030-01-15' })).Far?.spent).toBe(40.33);
    await ctx().app.rates.importTables([
      {
        table: 'A',
        no: 'x',
        effectiveDate: '2030-01-02',
        rates: [{ currency: 'dolar', code: 'USD', mid: 5 }],
      },
    ]);
    expect((await usage(home.ownerClient, { datePoint: '2030-01-15' })).Far?.spent).toBe(50);
  });

  it("sums the amounts of today's active budgets in PLN for the dashboard", async () => {
    const home = await ownerWithGroup(ctx());
    await budget(home, { name: 'A', amount: 100 });
    await budget(home, { name: 'B', amount: 10, currency: Currency.RUB });
    await budget(home, {
      name: 'Old',
      amount: 1000,
      startDate: '2020-01-01',
      endDate: '2020-01-31',
    });
    const summary = await home.ownerClient.get<BudgetSummary>('/budgets/summary');
    expect(summary.body.data).toEqual({
      total: 100,
      currency: Currency.PLN,
      activeBudgets: 2,
      unconvertedCurrencies: [Currency.RUB],
    });
  });

  it('validates input and guards the group: Viewers read, others see 404', async () => {
    const home = await ownerWithGroup(ctx());
    const viewer = await memberOf(ctx(), home, MemberRole.Viewer);
    const created = await budget(home);
    const bad = await home.ownerClient.post('/budgets', {
      name: '',
      groupId: '',
      amount: -1,
      currency: 99,
      periodType: 7,
      startDate: '',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0]?.details).toMatchObject({
      name: ['Name is required'],
      groupId: ['Group ID is required'],
      amount: ['Amount must be non-negative'],
      startDate: ['Date is required'],
      currency: ['Select currency'],
    });
    const work = await ownerWithGroup(ctx());
    const foreign = (
      await work.ownerClient.post<Category>('/categories', {
        name: 'Office',
        groupId: work.group.id,
      })
    ).body.data;
    const cross = await home.ownerClient.post('/budgets', {
      name: 'X',
      groupId: home.group.id,
      amount: 1,
      currency: 0,
      periodType: 2,
      startDate: today,
      categoryIds: [foreign.id],
    });
    expect(cross.status).toBe(400);
    expect((await viewer.client.get<Budget[]>('/budgets')).body.data).toHaveLength(1);
    expect(
      (await viewer.client.delete('/budgets', { query: { budgetId: created.id } })).status,
    ).toBe(403);
    expect(
      (await work.ownerClient.delete('/budgets', { query: { budgetId: created.id } })).status,
    ).toBe(404);
    expect((await work.ownerClient.get<Budget[]>('/budgets')).body.data).toEqual([]);
  });
});
