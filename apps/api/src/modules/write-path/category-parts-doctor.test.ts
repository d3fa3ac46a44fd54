import {
  Currency,
  PeriodType,
  TransactionType,
  type Budget,
  type Transaction,
} from '@budget/contract';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/each-database.ts';
import { categoriesNamed } from '../../test/category-parts-body.ts';
import { ownerWithGroup } from '../../test/groups.ts';

describeEachDatabase('the doctor and category parts', (ctx) => {
  it('finds parts that do not add up, and repairs them and what they count', async () => {
    const home = await ownerWithGroup(ctx());
    const client = home.ownerClient;
    const groupId = home.group.id;
    const [food, fuel] = await categoriesNamed(client, groupId, ['Food', 'Fuel']);
    await client.post<Budget>('/budgets', {
      name: 'Food',
      groupId,
      amount: 500,
      currency: Currency.PLN,
      periodType: PeriodType.Monthly,
      startDate: '2024-01-01',
      categoryIds: [food],
    });
    const made = await client.post<Transaction>('/transactions', {
      transactionType: TransactionType.Expense,
      name: 'Receipt',
      groupId,
      date: '2024-01-10',
      amount: 100,
      currency: Currency.PLN,
      categoryParts: [
        { categoryId: food, amount: 50 },
        { categoryId: fuel, amount: 50 },
      ],
    });
    // A part changed behind the write path's back: the parts add up to 90.00, not 100.00.
    await ctx()
      .app.db.updateTable('transaction_categories')
      .set({ amount: -4000 })
      .where('transaction_id', '=', made.body.data.id)
      .where('category_id', '=', food)
      .execute();
    const writes = ctx().app.writes;
    expect(await writes.checkGroup(groupId, false)).toContainEqual({
      table: 'transaction_categories.amount',
      key: made.body.data.id,
      stored: '2 2 -9000',
      expected: '2 2 -10000',
    });
    await writes.checkGroup(groupId, true);
    expect(await writes.checkGroup(groupId, false)).toEqual([]);
    // Repaired without parts: the budget of one of its categories counts the whole amount.
    const budgets = await client.get<Budget[]>('/budgets', { query: { datePoint: '2024-01-10' } });
    expect(budgets.body.data[0]?.budgetUsages[0]?.spent).toBe(100);
  });
});
