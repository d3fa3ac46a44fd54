import type { Transaction } from '@budget/contract';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/each-database.ts';
import { ownerWithGroup } from '../../test/groups.ts';
import * as migration from './0032-category-parts.ts';

describeEachDatabase('migration 0032: category parts', (ctx) => {
  it('leaves existing links without parts, so each category keeps counting the whole amount', async () => {
    const { db } = ctx().app;
    const home = await ownerWithGroup(ctx());
    const groupId = home.group.id;
    const food = await home.ownerClient.post<{ id: string }>('/categories', {
      name: 'Food',
      groupId,
    });
    const spent = await home.ownerClient.post<Transaction>('/transactions', {
      transactionType: 0,
      name: 'Bread',
      groupId,
      date: '2026-01-06',
      amount: 2,
      currency: 0,
    });
    // Written as an earlier release wrote it: a link without a part.
    await migration.down(db);
    await db
      .insertInto('transaction_categories')
      .values({ transaction_id: spent.body.data.id, category_id: food.body.data.id })
      .execute();
    await migration.up(db);
    const links = await db.selectFrom('transaction_categories').select('amount').execute();
    expect(links).toEqual([{ amount: null }]);
    const series = await db.selectFrom('recurring_series').select('category_parts').execute();
    expect(series).toEqual([]);
  });
});
