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
    const first = await ownerClient.post<Transaction>('/transactions', body(2), { headers });
    expect(first.status).toBe(201);
    const keys = () => ctx().app.db.selectFrom('idempotency_keys').selectAll().execute();

    // Undone, the key stays without what its request was; done again, it is a key from before.
    await migration.down(ctx().app.db);
    const before = await keys();
    expect(before).toHaveLength(1);
    expect(Object.keys(before[0] ?? {})).not.toContain('request_hash');
    await migration.up(ctx().app.db);
    expect((await keys()).map((row) => row.request_hash)).toEqual([null]);

    // Such a key knows no request: any repeat is answered with its transaction, as before.
    const other = await ownerClient.post<Transaction>('/transactions', body(3), { headers });
    expect([other.status, other.body.data.id]).toEqual([201, first.body.data.id]);
    // A new key remembers its request.
    const fresh = { [IDEMPOTENCY_KEY_HEADER]: randomUUID() };
    expect((await ownerClient.post('/transactions', body(4), { headers: fresh })).status).toBe(201);
    const refused = await ownerClient.post('/transactions', body(5), { headers: fresh });
    expect(refused.status).toBe(422);
  });
});
