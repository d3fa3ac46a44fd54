import { Currency, TransactionType, type TransactionPage } from '@budget/contract';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/each-database.ts';
import { ownerWithGroup } from '../../test/groups.ts';

// Ids begin with the time they were written (write-path/transaction-ids.ts).
describeEachDatabase('the order of one day’s transactions', (ctx) => {
  it('lists the last entered first, newest first, and the first entered first, oldest first', async () => {
    const home = await ownerWithGroup(ctx());
    const names = ['Bakery', 'Żabka', 'Kiosk', 'Pharmacy'];
    for (const name of names) {
      const created = await home.ownerClient.post('/transactions', {
        transactionType: TransactionType.Expense,
        name,
        groupId: home.group.id,
        date: '2026-11-30',
        amount: 4,
        currency: Currency.PLN,
      });
      expect(created.status, created.text).toBe(201);
    }
    const listed = async (order: string) =>
      (
        await home.ownerClient.get<TransactionPage>('/transactions', {
          query: { groupIds: home.group.id, order },
        })
      ).body.data.transactions.map((row) => row.name);
    expect(await listed('desc')).toEqual([...names].reverse());
    expect(await listed('asc')).toEqual(names);
  });
});
