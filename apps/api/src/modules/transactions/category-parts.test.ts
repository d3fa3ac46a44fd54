import {
  Currency,
  PeriodType,
  TransactionType,
  type Budget,
  type Report,
  type Transaction,
} from '@budget/contract';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/each-database.ts';
import { categoriesNamed } from '../../test/category-parts-body.ts';
import { ownerWithGroup, type GroupFixture } from '../../test/groups.ts';

const DAY = '2024-01-10';

async function setUp(fixture: GroupFixture) {
  const client = fixture.ownerClient;
  const groupId = fixture.group.id;
  const [food, home, fun] = await categoriesNamed(client, groupId, ['Food', 'Home', 'Fun']);
  for (const [name, categoryIds] of [
    ['Food', [food]],
    ['Home', [home]],
    ['Food and fun', [food, fun]],
    ['All', []],
  ] as const) {
    const made = await client.post<Budget>('/budgets', {
      name,
      groupId,
      amount: 500,
      currency: Currency.PLN,
      periodType: PeriodType.Monthly,
      startDate: '2024-01-01',
      categoryIds,
    });
    expect(made.status, JSON.stringify(made.body.errors)).toBe(201);
  }
  const receipt = {
    transactionType: TransactionType.Expense,
    name: 'Receipt',
    groupId,
    date: DAY,
    amount: 100,
    currency: Currency.PLN,
  };
  const spent = async () => {
    const response = await client.get<Budget[]>('/budgets', { query: { datePoint: DAY } });
    return Object.fromEntries(response.body.data.map((b) => [b.name, b.budgetUsages[0]?.spent]));
  };
  const byCategory = async () => {
    const response = await client.get<Report>('/reports', { query: { groupIds: groupId } });
    expect(response.status).toBe(200);
    return Object.fromEntries(response.body.data.categories.map((c) => [c.name, c.amount]));
  };
  return { client, groupId, food, home, fun, receipt, spent, byCategory };
}

describeEachDatabase('category parts', (ctx) => {
  const writes = () => ctx().app.writes;

  it('splits one receipt between two categories: each budget and the report count its part', async () => {
    const w = await setUp(await ownerWithGroup(ctx()));
    const parts = [
      { categoryId: w.food, amount: 30.25 },
      { categoryId: w.home, amount: 69.75 },
    ];
    const made = await w.client.post<Transaction>('/transactions', {
      ...w.receipt,
      categoryParts: parts,
    });
    expect(made.status, JSON.stringify(made.body.errors)).toBe(201);
    expect(made.body.data.categories.map((c) => c.name)).toEqual(['Food', 'Home']);
    expect(made.body.data.categoryParts).toEqual(parts);
    expect(await w.spent()).toEqual({ Food: 30.25, Home: 69.75, 'Food and fun': 30.25, All: 100 });
    expect(await w.byCategory()).toEqual({ Food: 30.25, Home: 69.75 });
    expect(await writes().checkGroup(w.groupId, false)).toEqual([]);

    // Several categories without parts keep counting the whole amount under each.
    await w.client.post('/transactions', { ...w.receipt, categoryIds: [w.food, w.home] });
    expect(await w.spent()).toEqual({
      Food: 130.25,
      Home: 169.75,
      'Food and fun': 130.25,
      All: 200,
    });
    expect(await writes().checkGroup(w.groupId, false)).toEqual([]);
  });

  it('refuses parts that do not divide the amount, with the field named', async () => {
    const w = await setUp(await ownerWithGroup(ctx()));
    const refused = async (body: object, field: string, message: string) => {
      const response = await w.client.post('/transactions', { ...w.receipt, ...body });
      expect(response.status).toBe(400);
      expect(JSON.stringify(response.body.errors)).toContain(field);
      expect(JSON.stringify(response.body.errors)).toContain(message);
    };
    const part = (categoryId: string, amount: number) => ({ categoryId, amount });
    await refused(
      { categoryParts: [part(w.food, 30), part(w.home, 69.99)] },
      'categoryParts',
      'The parts must add up to the amount',
    );
    await refused(
      { categoryParts: [part(w.food, 100)] },
      'categoryParts',
      'Divide the amount among at least two categories',
    );
    await refused(
      { categoryParts: [part(w.food, 50), part(w.food, 50)] },
      'categoryParts',
      'Each category can have only one part',
    );
    await refused(
      { categoryParts: [part(w.food, 50), part(w.home, 50)], categoryIds: [w.food, w.fun] },
      'categoryIds',
      'The parts must name the categories chosen',
    );
    const other = await ownerWithGroup(ctx(), 'Other');
    const foreign = (
      await other.ownerClient.post<{ id: string }>('/categories', {
        name: 'Elsewhere',
        groupId: other.group.id,
      })
    ).body.data.id;
    await refused(
      { categoryParts: [part(w.food, 50), part(foreign, 50)] },
      'categoryIds',
      'Not a category of this group',
    );
  });

  it('keeps parts through an edit that leaves the amount and categories, and drops them otherwise', async () => {
    const w = await setUp(await ownerWithGroup(ctx()));
    const parts = [
      { categoryId: w.food, amount: 40 },
      { categoryId: w.home, amount: 60 },
    ];
    const made = await w.client.post<Transaction>('/transactions', {
      ...w.receipt,
      categoryParts: parts,
    });
    const edit = (body: object) =>
      w.client.put<Transaction>('/transactions', {
        ...w.receipt,
        transactionId: made.body.data.id,
        categoryIds: [w.food, w.home],
        ...body,
      });
    // A client that knows nothing of parts renames it: they stay.
    expect((await edit({ name: 'Renamed' })).body.data.categoryParts).toEqual(parts);
    expect(await w.spent()).toMatchObject({ Food: 40, Home: 60 });
    // The amount changes without parts: they would no longer add up, so they go.
    expect((await edit({ amount: 120 })).body.data.categoryParts).toBeNull();
    expect(await w.spent()).toMatchObject({ Food: 120, Home: 120, All: 120 });
    const again = [
      { categoryId: w.food, amount: 20 },
      { categoryId: w.fun, amount: 100 },
    ];
    const divided = await edit({ amount: 120, categoryIds: undefined, categoryParts: again });
    expect(divided.body.data.categoryParts).toEqual(again);
    expect(await w.spent()).toEqual({ Food: 20, Home: 0, 'Food and fun': 120, All: 120 });
    expect((await edit({ amount: 120, categoryParts: null })).body.data.categoryParts).toBeNull();
    expect(await writes().checkGroup(w.groupId, false)).toEqual([]);
  });

  it('drops the parts a deleted category had a part in; the other categories count the whole', async () => {
    const w = await setUp(await ownerWithGroup(ctx()));
    const made = await w.client.post<Transaction>('/transactions', {
      ...w.receipt,
      categoryParts: [
        { categoryId: w.food, amount: 10 },
        { categoryId: w.home, amount: 20 },
        { categoryId: w.fun, amount: 70 },
      ],
    });
    expect(made.status).toBe(201);
    expect(await w.spent()).toMatchObject({ Food: 10, Home: 20, 'Food and fun': 80 });
    const removed = await w.client.delete('/categories', { query: { categoryId: w.fun } });
    expect(removed.status).toBe(200);
    expect(await w.spent()).toMatchObject({ Food: 100, Home: 100, 'Food and fun': 100 });
    expect(await w.byCategory()).toEqual({ Food: 100, Home: 100 });
    expect(await writes().checkGroup(w.groupId, false)).toEqual([]);
  });

  it('copies the parts to the occurrences of a recurring transaction', async () => {
    const w = await setUp(await ownerWithGroup(ctx()));
    const made = await w.client.post<Transaction>('/transactions', {
      ...w.receipt,
      date: '2024-01-01',
      recurring: true,
      recurringPeriod: PeriodType.Monthly,
      endDate: '2024-03-01',
      categoryParts: [
        { categoryId: w.food, amount: 25 },
        { categoryId: w.home, amount: 75 },
      ],
    });
    expect(made.status, JSON.stringify(made.body.errors)).toBe(201);
    const list = await w.client.get<{ transactions: Transaction[] }>('/transactions', {
      query: { groupIds: w.groupId },
    });
    const items = list.body.data.transactions;
    expect(items).toHaveLength(3);
    for (const item of items) expect(item.categoryParts?.map((p) => p.amount)).toEqual([25, 75]);
    expect(await writes().checkGroup(w.groupId, false)).toEqual([]);
  });
});
