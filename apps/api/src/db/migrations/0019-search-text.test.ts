import { Currency, TransactionType, type Transaction } from '@budget/contract';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/each-database.ts';
import { ownerWithGroup } from '../../test/groups.ts';
import * as migration from './0019-search-text.ts';
import * as trigrams from './0023-search-trigrams.ts';
import * as nameKeys from './0036-name-key-index.ts';

describeEachDatabase('migration 0019: the search text of existing transactions', (ctx) => {
  it('fills the search text of the rows written before it', async () => {
    const { ownerClient: client, group } = await ownerWithGroup(ctx(), 'Home');
    const made = await client.post<Transaction>('/transactions', {
      transactionType: TransactionType.Expense,
      name: 'Żabka',
      description: 'Straße',
      groupId: group.id,
      date: '2026-03-14',
      amount: 5,
      currency: Currency.PLN,
    });
    expect(made.status).toBe(201);
    const db = ctx().app.db;
    // The indexes over the column (migrations 0023, 0036) go first and come back after.
    await nameKeys.down(db);
    await trigrams.down(db);
    await migration.down(db);
    await migration.up(db);
    await trigrams.up(db);
    await nameKeys.up(db);
    const row = await db
      .selectFrom('transactions')
      .select('search_text')
      .where('id', '=', made.body.data.id)
      .executeTakeFirstOrThrow();
    expect(row.search_text).toBe('zabka\nstrasse');
  });
});
