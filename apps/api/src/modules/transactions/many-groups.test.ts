import { Currency, TransactionType, type Group, type TransactionPage } from '@budget/contract';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/each-database.ts';
import { ownerWithGroup } from '../../test/groups.ts';
import { MAX_ARMS } from './transaction-sorts.repository.ts';

describeEachDatabase('transactions of a user in very many groups', (ctx) => {
  it('lists, sorts and sums past the arms SQLite takes in one compound select', async () => {
    const home = await ownerWithGroup(ctx(), 'Group 0');
    const client = home.ownerClient;
    const groups = [home.group];
    // Four types per group: more (group, type) arms than SQLite's 500 terms of a compound
    // select, and more than one batch of them.
    while (groups.length * 4 <= Math.max(500, MAX_ARMS) + 20) {
      const created = await client.post<Group>('/groups', { name: `Group ${groups.length}` });
      groups.push(created.body.data);
    }
    const amounts = [12, 45, 7, 30, 99, 3];
    for (const [i, amount] of amounts.entries()) {
      const group = groups[Math.floor((i * (groups.length - 1)) / (amounts.length - 1))] as Group;
      const response = await client.post('/transactions', {
        transactionType: i % 2 === 0 ? TransactionType.Expense : TransactionType.Income,
        name: `Item ${amount}`,
        groupId: group.id,
        date: `2026-03-0${i + 1}`,
        amount,
        currency: Currency.PLN,
        categoryIds: [],
      });
      expect(response.status).toBe(201);
    }
    const list = async (query: Record<string, string>) => {
      const response = await client.get<TransactionPage>('/transactions', { query });
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      return response.body.data;
    };

    const byAmount = await list({ sort: 'amount', order: 'asc', pageSize: '2', page: '2' });
    // Signed as stored: -99, -12, -7, then 3, 30, 45.
    expect(byAmount.transactions.map((t) => t.name)).toEqual(['Item 7', 'Item 3']);
    expect(byAmount.totalCount).toBe(6);

    const bounded = await list({ minAmount: '10', currency: String(Currency.PLN) });
    expect(bounded.totalCount).toBe(4);
    expect(bounded.sums).toEqual([{ currency: Currency.PLN, amount: 45 + 30 - 12 - 99 }]);
    expect(bounded.converted?.amount).toBe(45 + 30 - 12 - 99);

    const searched = await list({ filter: 'Item 9', from: '2026-03-01', sort: 'name' });
    expect(searched.transactions.map((t) => t.name)).toEqual(['Item 99']);
  }, 60_000);
});
