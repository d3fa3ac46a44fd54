import {
  Currency,
  MemberRole,
  TransactionType,
  type Category,
  type Transaction,
  type TransactionPage,
} from '@budget/contract';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/each-database.ts';
import { memberOf, ownerWithGroup } from '../../test/groups.ts';
import type { TestClient } from '../../test/test-app.ts';

const { Expense, Income } = TransactionType;

function expense(groupId: string, overrides: Record<string, unknown> = {}) {
  return {
    transactionType: Expense,
    name: 'Groceries',
    groupId,
    date: '2026-03-14',
    amount: 12.34,
    currency: Currency.PLN,
    ...overrides,
  };
}

async function add(client: TestClient, body: Record<string, unknown>) {
  const response = await client.post<Transaction>('/transactions', body);
  expect(response.status, JSON.stringify(response.body.errors)).toBe(201);
  return response.body.data;
}

describeEachDatabase('transactions', (ctx) => {
  it('stores expenses negative and incomes positive, exactly, with every field returned', async () => {
    const home = await ownerWithGroup(ctx(), 'Home');
    const food = (
      await home.ownerClient.post<Category>('/categories', { name: 'Food', groupId: home.group.id })
    ).body.data;
    const spent = await add(
      home.ownerClient,
      expense(home.group.id, {
        description: 'Market',
        categoryIds: [food.id],
        recurring: true,
        recurringPeriod: 1,
        endDate: '2026-12-31',
      }),
    );
    expect(spent).toMatchObject({
      transactionType: Expense,
      name: 'Groceries',
      description: 'Market',
      groupId: home.group.id,
      account: { name: 'Home' },
      categories: [{ id: food.id, name: 'Food' }],
      date: '2026-03-14',
      amount: -12.34,
      currency: Currency.PLN,
      recurring: true,
      recurringPeriod: 1,
      endDate: '2026-12-31',
    });
    const earned = await add(home.ownerClient, {
      transactionType: Income,
      name: 'Salary',
      groupId: home.group.id,
      date: '2026-03-01',
      amount: 0.1,
      currency: Currency.EUR,
    });
    expect(earned).toMatchObject({
      amount: 0.1,
      recurring: false,
      recurringPeriod: null,
      endDate: null,
      description: null,
      categories: [],
    });
  });

  it('refuses bad input field by field, never 500', async () => {
    const home = await ownerWithGroup(ctx());
    const client = home.ownerClient;
    const response = await client.post('/transactions', {
      transactionType: 7,
      name: '',
      groupId: '',
      date: '2026-02-30',
      amount: 0,
      currency: 36,
    });
    expect(response.status).toBe(400);
    expect(response.body.errors[0]?.details).toMatchObject({
      transactionType: ['Select transaction type'],
      name: ['name is required'],
      groupId: ['Select a group'],
      date: ['Date must be a valid date (yyyy-MM-dd)'],
      amount: ['Value must be greater than 0'],
      currency: ['Select currency'],
    });
    const cases: [Record<string, unknown>, string][] = [
      [{ amount: 1.005 }, 'amount'],
      [{ amount: -5 }, 'amount'],
      [{ amount: 1e12 }, 'amount'],
      [{ amount: '12' }, 'amount'],
      [{ name: 'x'.repeat(101) }, 'name'],
      [{ date: '14/03/2026' }, 'date'],
      [{ endDate: '2026-01-01' }, 'endDate'],
      [{ recurring: true }, 'recurringPeriod'],
      [{ categoryIds: 'abc' }, 'categoryIds'],
    ];
    for (const [change, field] of cases) {
      const bad = await client.post('/transactions', expense(home.group.id, change));
      expect(bad.status, JSON.stringify(change)).toBe(400);
      expect(Object.keys(bad.body.errors[0]?.details ?? {}), JSON.stringify(change)).toContain(
        field,
      );
    }
    expect((await client.get('/transactions', { query: { page: '0' } })).status).toBe(400);
    expect((await client.get('/transactions', { query: { pageSize: '501' } })).status).toBe(400);
    expect((await client.get('/transactions', { query: { transactionType: 'x' } })).status).toBe(
      400,
    );
  });

  it("accepts only categories of the transaction's own group (400)", async () => {
    const home = await ownerWithGroup(ctx());
    const work = await ownerWithGroup(ctx());
    const foreign = (
      await work.ownerClient.post<Category>('/categories', {
        name: 'Office',
        groupId: work.group.id,
      })
    ).body.data;
    const response = await home.ownerClient.post(
      '/transactions',
      expense(home.group.id, { categoryIds: [foreign.id] }),
    );
    expect(response.status).toBe(400);
    expect(response.body.errors[0]?.details).toHaveProperty('categoryIds');
    const unknown = await home.ownerClient.post(
      '/transactions',
      expense(home.group.id, { categoryIds: ['no-such-id'] }),
    );
    expect(unknown.status).toBe(400);
  });

  it('pages newest first with the count and per-currency sums of everything that matches', async () => {
    const home = await ownerWithGroup(ctx());
    const client = home.ownerClient;
    for (let day = 1; day <= 7; day++) {
      await add(
        client,
        expense(home.group.id, { name: `Day ${day}`, date: `2026-04-0${day}`, amount: day + 0.1 }),
      );
    }
    await add(
      client,
      expense(home.group.id, {
        name: 'Hotel',
        amount: 100,
        currency: Currency.EUR,
        description: 'Trip to Rome',
      }),
    );
    await add(client, {
      transactionType: Income,
      name: 'Salary',
      groupId: home.group.id,
      date: '2026-04-30',
      amount: 5000,
      currency: Currency.PLN,
    });

    const first = await client.get<TransactionPage>('/transactions', { query: { pageSize: '3' } });
    expect(first.body.data.transactions.map((t) => t.name)).toEqual(['Salary', 'Day 7', 'Day 6']);
    expect(first.body.data).toMatchObject({ totalCount: 9, page: 1, pageSize: 3 });
    expect(first.body.data.sums).toEqual([
      { currency: Currency.PLN, amount: 5000 - 28.7 },
      { currency: Currency.EUR, amount: -100 },
    ]);
    const third = await client.get<TransactionPage>('/transactions', {
      query: { pageSize: '3', page: '3' },
    });
    expect(third.body.data.transactions.map((t) => t.name)).toEqual(['Day 2', 'Day 1', 'Hotel']);
    const beyond = await client.get<TransactionPage>('/transactions', {
      query: { pageSize: '3', page: '4' },
    });
    expect(beyond.body.data.transactions).toEqual([]);

    const expenses = await client.get<TransactionPage>('/transactions', {
      query: { transactionType: String(Expense) },
    });
    expect(expenses.body.data.totalCount).toBe(8);
    expect(expenses.body.data.sums).toEqual([
      { currency: Currency.PLN, amount: -28.7 },
      { currency: Currency.EUR, amount: -100 },
    ]);
    const text = await client.get<TransactionPage>('/transactions', { query: { filter: 'rome' } });
    expect(text.body.data.transactions.map((t) => t.name)).toEqual(['Hotel']);
    expect(text.body.data).toMatchObject({
      totalCount: 1,
      sums: [{ currency: Currency.EUR, amount: -100 }],
    });
    const literal = await client.get<TransactionPage>('/transactions', {
      query: { filter: '100%' },
    });
    expect(literal.body.data.totalCount).toBe(0);
  });

  it("lists across the caller's groups, or the chosen ones", async () => {
    const home = await ownerWithGroup(ctx(), 'Home');
    const work = await memberOf(ctx(), await ownerWithGroup(ctx(), 'Work'));
    const both = home.ownerClient;
    const workGroup = (await work.client.get<{ id: string }[]>('/groups')).body.data[0]
      ?.id as string;
    await both.put('/groups/assign-users', {
      groupId: home.group.id,
      userEmails: [work.user.email],
    });
    await add(both, expense(home.group.id, { name: 'Home thing', date: '2026-05-02' }));
    await add(work.client, expense(workGroup, { name: 'Work thing', date: '2026-05-01' }));

    const all = await work.client.get<TransactionPage>('/transactions');
    expect(all.body.data.transactions.map((t) => t.name)).toEqual(['Home thing', 'Work thing']);
    const chosen = await work.client.get<TransactionPage>('/transactions', {
      query: { groupIds: [workGroup] },
    });
    expect(chosen.body.data.transactions.map((t) => t.name)).toEqual(['Work thing']);
    const foreign = await both.get('/transactions', { query: { groupIds: [workGroup] } });
    expect(foreign.status).toBe(404);
    expect(
      (await both.get<TransactionPage>('/transactions')).body.data.transactions.map((t) => t.name),
    ).toEqual(['Home thing']);
  });

  it('updates and deletes, keeping the sums in step', async () => {
    const home = await ownerWithGroup(ctx());
    const client = home.ownerClient;
    const spent = await add(client, expense(home.group.id, { amount: 10 }));
    const updated = await client.put<Transaction>('/transactions/', {
      ...expense(home.group.id, { amount: 25.5, currency: Currency.USD, name: 'Renamed' }),
      transactionId: spent.id,
    });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({
      amount: -25.5,
      currency: Currency.USD,
      name: 'Renamed',
    });
    let page = (await client.get<TransactionPage>('/transactions')).body.data;
    expect(page.sums).toEqual([{ currency: Currency.USD, amount: -25.5 }]);

    const income = await client.put<Transaction>('/transactions', {
      ...expense(home.group.id, { amount: 25.5, currency: Currency.USD, transactionType: Income }),
      transactionId: spent.id,
    });
    expect(income.body.data.amount).toBe(25.5);

    expect((await client.delete(`/transactions/${spent.id}`)).status).toBe(200);
    page = (await client.get<TransactionPage>('/transactions')).body.data;
    expect(page).toMatchObject({ totalCount: 0, sums: [], transactions: [] });
    expect((await client.delete(`/transactions/${spent.id}`)).status).toBe(404);
  });

  it('lets Viewers read only; non-members get 404 for everything', async () => {
    const home = await ownerWithGroup(ctx());
    const viewer = await memberOf(ctx(), home, MemberRole.Viewer);
    const spent = await add(home.ownerClient, expense(home.group.id));
    expect((await viewer.client.get<TransactionPage>('/transactions')).body.data.totalCount).toBe(
      1,
    );
    expect((await viewer.client.post('/transactions', expense(home.group.id))).status).toBe(403);
    expect(
      (
        await viewer.client.put('/transactions', {
          ...expense(home.group.id),
          transactionId: spent.id,
        })
      ).status,
    ).toBe(403);
    expect((await viewer.client.delete(`/transactions/${spent.id}`)).status).toBe(403);
    // One transaction, as a reloaded edit address reads it: the Viewer sees it.
    const one = await viewer.client.get<Transaction>(`/transactions/${spent.id}`);
    expect(one.status).toBe(200);
    expect(one.body.data).toMatchObject({ id: spent.id, name: 'Groceries', amount: -12.34 });

    const stranger = (await ownerWithGroup(ctx())).ownerClient;
    const unseen = await stranger.get(`/transactions/${spent.id}`);
    expect([unseen.status, unseen.body.errors[0]?.message]).toEqual([404, 'Transaction not found']);
    expect((await stranger.post('/transactions', expense(home.group.id))).status).toBe(404);
    const hidden = await stranger.put('/transactions', {
      ...expense(home.group.id),
      transactionId: spent.id,
    });
    expect(hidden.status).toBe(404);
    expect(hidden.body.errors[0]?.message).toBe('Transaction not found');
    expect((await stranger.delete(`/transactions/${spent.id}`)).status).toBe(404);
    const totals = (await home.ownerClient.get<TransactionPage>('/transactions')).body.data;
    expect(totals.totalCount).toBe(1);
  });
});
