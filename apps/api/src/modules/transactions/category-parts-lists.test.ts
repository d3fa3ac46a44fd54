import { Currency, TransactionType, type TransactionPage } from '@budget/contract';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/each-database.ts';
import { categoriesNamed } from '../../test/category-parts-body.ts';
import { ownerWithGroup } from '../../test/groups.ts';

describeEachDatabase('category parts in transaction lists', (ctx) => {
  it('sums the parts in the categories filtered on, alike from the rollups and from the rows', async () => {
    const home = await ownerWithGroup(ctx());
    const client = home.ownerClient;
    const groupId = home.group.id;
    const [food, fuel] = await categoriesNamed(client, groupId, ['Food', 'Fuel']);
    const spend = (name: string, body: object) =>
      client.post('/transactions', {
        transactionType: TransactionType.Expense,
        name,
        groupId,
        date: '2024-05-05',
        amount: 100,
        currency: Currency.PLN,
        ...body,
      });
    await spend('Receipt', {
      categoryParts: [
        { categoryId: food, amount: 35 },
        { categoryId: fuel, amount: 65 },
      ],
    });
    await spend('Receipt too', { categoryIds: [food, fuel] });
    const sums = async (query: Record<string, string | string[]>) => {
      const page = await client.get<TransactionPage>('/transactions', {
        query: { groupIds: groupId, ...query },
      });
      expect(page.status).toBe(200);
      return page.body.data.sums;
    };
    // One category: the rollups answer; with text, or two categories, the rows do.
    const foodSums = [{ currency: Currency.PLN, amount: -135 }];
    expect(await sums({ categoryIds: food })).toEqual(foodSums);
    expect(await sums({ categoryIds: food, filter: 'Receipt' })).toEqual(foodSums);
    expect(await sums({ categoryIds: [food, fuel] })).toEqual([
      { currency: Currency.PLN, amount: -200 },
    ]);
    expect(await sums({})).toEqual([{ currency: Currency.PLN, amount: -200 }]);
    // In one account too: what it moved there, its parts in the categories.
    const page = await client.get<TransactionPage>('/transactions', {
      query: { groupIds: groupId },
    });
    const account = page.body.data.transactions[0]?.moneyAccountId as string;
    expect(await sums({ categoryIds: food, moneyAccountIds: account })).toEqual(foodSums);
  });
});
