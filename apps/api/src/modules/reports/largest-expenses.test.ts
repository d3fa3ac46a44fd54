import { Currency, TransactionType, type Report } from '@budget/contract';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/each-database.ts';
import { ownerWithGroup } from '../../test/groups.ts';

describeEachDatabase('the largest expenses of a report', (ctx) => {
  it('breaks ties between equal values by date, older first, across groups and batches', async () => {
    const home = await ownerWithGroup(ctx(), 'Home');
    const client = home.ownerClient;
    const away = await client.post<{ id: string }>('/groups', { name: 'Away' });
    const groups = [home.group.id, away.body.data.id];
    // 24 equal expenses, the oldest in the second group: more than one batch of each group's.
    const dates: string[] = [];
    for (let day = 1; day <= 24; day++) {
      const date = `2024-05-${String(day).padStart(2, '0')}`;
      dates.push(date);
      const response = await client.post('/transactions', {
        transactionType: TransactionType.Expense,
        name: `Rent ${date}`,
        groupId: groups[day > 12 ? 0 : 1],
        date,
        amount: 700,
        currency: Currency.PLN,
      });
      expect(response.status).toBe(201);
    }
    const response = await client.get<Report>('/reports', {
      query: { groupIds: groups, currency: String(Currency.PLN) },
    });
    expect(response.status).toBe(200);
    const largest = response.body.data.largestExpenses;
    expect(largest.map((e) => e.date)).toEqual(dates.slice(0, 10));
    expect(largest.every((e) => e.converted === 700)).toBe(true);
  });
});
