import { Currency, TransactionType, type Report, type Tag } from '@budget/contract';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/each-database.ts';
import { ownerWithGroup } from '../../test/groups.ts';

describeEachDatabase('report by tag', (ctx) => {
  it('sums each tag’s expenses converted at their day’s rate, a row with two tags under both', async () => {
    const home = await ownerWithGroup(ctx(), 'Home');
    const client = home.ownerClient;
    const groupId = home.group.id;
    const tag = async (name: string) =>
      (await client.post<Tag>(`/groups/${groupId}/tags`, { name })).body.data.id;
    const [trip, kids, unused] = [await tag('Trip'), await tag('Kids'), await tag('Unused')];
    const add = async (amount: number, currency: number, tagIds: string[], type = 0) => {
      const response = await client.post('/transactions', {
        transactionType: type,
        name: 'Spent',
        groupId,
        date: '2024-01-20',
        amount,
        currency,
        tagIds,
      });
      expect(response.status, JSON.stringify(response.body.errors)).toBe(201);
    };
    await add(100, Currency.PLN, [trip]);
    await add(10, Currency.EUR, [trip, kids]); // 43.653 PLN at 4.3653
    await add(30, Currency.PLN, []);
    await add(500, Currency.PLN, [trip], TransactionType.Income);
    await add(50, Currency.RUB, [kids]); // no rate: left out and named

    const response = await client.get<Report>('/reports', {
      query: { groupIds: groupId, from: '2024-01-01', to: '2024-01-31' },
    });
    expect(response.status).toBe(200);
    const report = response.body.data;
    expect(report.totals.expenses).toBe(173.65);
    expect(report.tags).toEqual([
      {
        tagId: trip,
        name: 'Trip',
        groupId,
        groupName: 'Home',
        // 100 + 43.653, rounded once.
        amount: 143.65,
        share: 82.7,
        transactionCount: 2,
      },
      {
        tagId: kids,
        name: 'Kids',
        groupId,
        groupName: 'Home',
        amount: 43.65,
        share: 25.1,
        transactionCount: 2,
      },
    ]);
    expect(report.tags.some((row) => row.tagId === unused)).toBe(false);
    expect(report.unconvertedCurrencies).toEqual([Currency.RUB]);

    const february = await client.get<Report>('/reports', {
      query: { groupIds: groupId, from: '2024-02-01', to: '2024-02-29' },
    });
    expect(february.body.data.tags).toEqual([]);
  });
});
