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
import * as migration from './0043-idempotency-requests.ts';

describeEachDatabase('migration 0043: what a key was sent with', (ctx) => {
  it('keeps the keys taken before, which answer any repeat as they did', async () => {
    const { ownerClient, group } = await ownerWithGroup(ctx());
    const body = (amount: number) => ({
      transactionType: TransactionType.Expense,
      name: 'Milk',
      groupId: group.id,
      date: '2026-03-14',
      amount,
      currency: Currency.PLN,
    });
    const headers = { [IDEMPOTENCY_KEY_HEADER]: randomUUID() };
    await migration.down(ctx().app.db);
    const before = await ctx().app.db.selectFrom('idempotency_keys').selectAll().execute();
    await migration.up(ctx().app.db);
    expect(before.every((row) => !('request_hash' in row))).toBe(true);

    const first = await ownerClient.post<Transaction>('/transactions', body(2), { headers });
    expect(first.status).toBe(201);
    // A key from before the migration knows no request: any repeat is answered with its transaction.
    await ctx().app.db.updateTable('idempotency_keys').set({ request_hash: null }).execute();
    const other = await ownerClient.post<Transaction>('/transactions', body(3), { headers });
    expect([other.status, other.body.data.id]).toEqual([201, first.body.data.id]);
  });
});
