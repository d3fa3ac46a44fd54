import {
  Currency,
  PeriodType,
  TransactionType,
  type Group,
  type Transaction,
  type TransactionPage,
} from '@budget/contract';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/each-database.ts';
import { categoriesNamed } from '../../test/category-parts-body.ts';
import { ownerWithGroup } from '../../test/groups.ts';
import type { TestClient } from '../../test/test-app.ts';

const partsByName = async (client: TestClient, groupId: string) => {
  const page = await client.get<TransactionPage>('/transactions', { query: { groupIds: groupId } });
  return page.body.data.transactions.map((t) => {
    const names = new Map(t.categories.map((c) => [c.id, c.name]));
    return t.categoryParts?.map((part) => `${names.get(part.categoryId)} ${part.amount}`) ?? null;
  });
};

describeEachDatabase('category parts in backups and exports', (ctx) => {
  it('carries the parts in a backup and its restore, series too, and lists them in the CSV export', async () => {
    const home = await ownerWithGroup(ctx(), 'Divided');
    const client = home.ownerClient;
    const groupId = home.group.id;
    const [food, home_] = await categoriesNamed(client, groupId, ['Food', 'Home']);
    const made = await client.post<Transaction>('/transactions', {
      transactionType: TransactionType.Expense,
      name: 'Rent and groceries',
      groupId,
      date: '2024-01-01',
      amount: 10.5,
      currency: Currency.PLN,
      recurring: true,
      recurringPeriod: PeriodType.Monthly,
      endDate: '2024-02-01',
      categoryParts: [
        { categoryId: food, amount: 0.5 },
        { categoryId: home_, amount: 10 },
      ],
    });
    expect(made.status, JSON.stringify(made.body.errors)).toBe(201);
    const expected = [
      ['Food 0.5', 'Home 10'],
      ['Food 0.5', 'Home 10'],
    ];
    expect(await partsByName(client, groupId)).toEqual(expected);

    const exported = await client.get('/reports/export', { query: { groupIds: groupId } });
    expect(exported.text).toContain('Rent and groceries,,Divided,Food 0.50; Home 10.00,-10.50,PLN');

    const backup = JSON.parse((await client.get(`/groups/${groupId}/backup`)).text);
    expect(backup.series[0].categoryParts).toHaveLength(2);
    const restored = await client.post<Group>('/groups/restore', backup);
    expect(restored.status, JSON.stringify(restored.body.errors)).toBe(201);
    const copy = restored.body.data.id;
    expect(await partsByName(client, copy)).toEqual(expected);
    expect(await ctx().app.writes.checkGroup(copy, false)).toEqual([]);
    // The restored series' next occurrence takes its parts as well.
    const [series] = await ctx()
      .app.db.selectFrom('recurring_series')
      .select('category_parts')
      .where('group_id', '=', copy)
      .execute();
    expect(series?.category_parts?.split(',')).toHaveLength(2);

    const broken = structuredClone(backup);
    broken.transactions[0].categoryParts[0].amount = 1;
    const refused = await client.post('/groups/restore', broken);
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body.errors)).toContain('The parts must add up to the amount');
  });
});
