import { Currency, TransactionType, type Transaction } from '@budget/contract';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/each-database.ts';
import { ownerWithGroup } from '../../test/groups.ts';

describeEachDatabase('the doctor and common money', (ctx) => {
  it('finds an expense of common money with a payer, and its repair unshares it', async () => {
    const home = await ownerWithGroup(ctx());
    const client = home.ownerClient;
    const groupId = home.group.id;
    const joint = await client.post<{ id: string }>(`/groups/${groupId}/money-accounts`, {
      name: 'Joint',
      currency: Currency.PLN,
      commonMoney: true,
    });
    const shop = await client.post<Transaction>('/transactions', {
      transactionType: TransactionType.Expense,
      name: 'Lidl',
      groupId,
      date: '2026-11-02',
      amount: 40,
      currency: Currency.PLN,
      moneyAccountId: joint.body.data.id,
    });
    expect(shop.body.data.paidBy).toBeNull();
    const writes = ctx().app.writes;
    expect(await writes.checkGroup(groupId, false)).toEqual([]);
    // A payer written around the write path.
    await ctx()
      .app.db.updateTable('transactions')
      .set({ paid_by: home.owner.id })
      .where('id', '=', shop.body.data.id)
      .execute();
    expect(await writes.checkGroup(groupId, false)).toContainEqual({
      table: 'transactions.paid_by (common money)',
      key: shop.body.data.id,
      stored: home.owner.id,
      expected: null,
    });
    await writes.checkGroup(groupId, true);
    expect(await writes.checkGroup(groupId, false)).toEqual([]);
  });
});
