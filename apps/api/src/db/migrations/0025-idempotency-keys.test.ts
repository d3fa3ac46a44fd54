import {
  Currency,
  IDEMPOTENCY_KEY_HEADER,
  TransactionType,
  type Transaction,
} from '@budget/contract';
import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/each-database.ts';
import { ownerWithGroup } from '../../test/groups.ts';
import * as migration from './0025-idempotency-keys.ts';
import * as requests from './0043-idempotency-requests.ts';

describeEachDatabase('migration 0025: idempotency keys', (ctx) => {
  it('is undone and done again, the transactions kept, the keys starting empty', async () => {
    const { ownerClient, group } = await ownerWithGroup(ctx());
    const key = randomUUID();
    const body = {
      transactionType: TransactionType.Expense,
      name: 'Bread',
      groupId: group.id,
      date: '2026-03-14',
      amount: 4.5,
      currency: Currency.PLN,
    };
    const headers = { [IDEMPOTENCY_KEY_HEADER]: key };
    const first = await ownerClient.post<Transaction>('/transactions', body, { headers });
    expect(first.status).toBe(201);

    // The later migration on the table is undone first and done again after, as a fresh start.
    await requests.down(ctx().app.db);
    await migration.down(ctx().app.db);
    await migration.up(ctx().app.db);
    await requests.up(ctx().app.db);

    expect(await ctx().app.db.selectFrom('idempotency_keys').selectAll().execute()).toEqual([]);
    const listed = await ownerClient.get<{ transactions: Transaction[] }>('/transactions', {
      query: { groupIds: group.id },
    });
    expect(listed.body.data.transactions.map((item) => item.id)).toEqual([first.body.data.id]);
    // The table works again: a key creates once.
    const again = await ownerClient.post<Transaction>('/transactions', body, { headers });
    const repeat = await ownerClient.post<Transaction>('/transactions', body, { headers });
    expect(repeat.body.data.id).toBe(again.body.data.id);
  });
});
