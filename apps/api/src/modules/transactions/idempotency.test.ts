import {
  Currency,
  IDEMPOTENCY_KEY_HEADER,
  TransactionType,
  type Category,
  type Transaction,
} from '@budget/contract';
import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { createUser, signIn } from '../../test/accounts.ts';
import { describeEachDatabase } from '../../test/each-database.ts';
import { memberOf, ownerWithGroup } from '../../test/groups.ts';
import { allTransactions } from '../../test/ledger.ts';
import type { TestClient } from '../../test/test-app.ts';

function expense(groupId: string, overrides: Record<string, unknown> = {}) {
  return {
    transactionType: TransactionType.Expense,
    name: 'Bread',
    groupId,
    date: '2026-03-14',
    amount: 4.5,
    currency: Currency.PLN,
    ...overrides,
  };
}

const send = (client: TestClient, body: unknown, key: string) =>
  client.post<Transaction>('/transactions', body, { headers: { [IDEMPOTENCY_KEY_HEADER]: key } });

describeEachDatabase('POST /transactions with an Idempotency-Key', (ctx) => {
  it('answers a repeat with the first transaction, the same body, and creates one', async () => {
    const { ownerClient, group } = await ownerWithGroup(ctx());
    const key = randomUUID();
    const first = await send(ownerClient, expense(group.id), key);
    expect(first.status).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const again = await send(ownerClient, expense(group.id), key);
    expect(again.status).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toEqual(first.body);
    expect((await allTransactions(ownerClient, [group.id])).transactions).toHaveLength(1);

    // Another key is another transaction.
    expect((await send(ownerClient, expense(group.id), randomUUID())).status).toBe(201);
    expect((await allTransactions(ownerClient, [group.id])).transactions).toHaveLength(2);
  });

  it('creates exactly one when the repeats race', async () => {
    const { ownerClient, group } = await ownerWithGroup(ctx());
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => send(ownerClient, expense(group.id), key)),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(6).fill(201));
    const ids = new Set(answers.map((answer) => answer.body.data.id));
    expect(ids.size).toBe(1);
    const listed = (await allTransactions(ownerClient, [group.id])).transactions;
    expect(listed.map((transaction) => transaction.id)).toEqual([...ids]);
  });

  it('creates one when repeats racing name different groups, refusing the other group', async () => {
    const home = await ownerWithGroup(ctx(), 'Home');
    const trip = (
      await home.ownerClient.post<{ id: string }>('/groups', { name: 'Trip', description: '' })
    ).body.data;
    const key = randomUUID();
    const groups = [home.group.id, trip.id, home.group.id, trip.id];
    const answers = await Promise.all(
      groups.map((groupId) => send(home.ownerClient, expense(groupId), key)),
    );
    const created = answers.filter((answer) => answer.status === 201);
    expect(new Set(created.map((answer) => answer.body.data.id)).size).toBe(1);
    // The first request wins; one naming the other group is another request: refused.
    const winner = created[0]?.body.data.groupId;
    expect(answers.map((answer) => answer.status)).toEqual(
      groups.map((groupId) => (groupId === winner ? 201 : 422)),
    );
    expect(
      (await allTransactions(home.ownerClient, [home.group.id, trip.id])).transactions,
    ).toHaveLength(1);
  });

  it('refuses a key sent again with another request, and keeps the first', async () => {
    const { ownerClient, group } = await ownerWithGroup(ctx());
    const key = randomUUID();
    const first = await send(ownerClient, expense(group.id), key);
    expect(first.status).toBe(201);
    const other = await send(ownerClient, expense(group.id, { amount: 999 }), key);
    expect(other.status).toBe(422);
    expect(other.body.errors[0]?.message).toMatch(/Idempotency-Key was sent with another request/);
    const { transactions } = await allTransactions(ownerClient, [group.id]);
    expect(transactions.map((row) => row.amount)).toEqual([-4.5]);
    // The first request sent again is still its repeat.
    expect((await send(ownerClient, expense(group.id), key)).status).toBe(201);
  });

  it('answers a repeat sent after a rule of the group changed what a create fills in', async () => {
    const { ownerClient, group } = await ownerWithGroup(ctx());
    const key = randomUUID();
    const first = await send(ownerClient, expense(group.id), key);
    expect(first.status).toBe(201);
    const food = await ownerClient.post<Category>('/categories', {
      name: 'Food',
      groupId: group.id,
    });
    const rule = await ownerClient.post(`/groups/${group.id}/rules`, {
      name: 'Bakery',
      conditions: [{ kind: 'text', field: 'name', op: 'contains', value: 'bread' }],
      actions: [{ type: 'setCategories', categoryIds: [food.body.data.id] }],
    });
    expect(rule.status).toBe(201);
    // The answer was lost and the outbox sends the same request again: still its repeat.
    const again = await send(ownerClient, expense(group.id), key);
    expect([again.status, again.body.data.id]).toEqual([201, first.body.data.id]);
  });

  it('keeps keys apart per user', async () => {
    const home = await ownerWithGroup(ctx());
    const { client: member } = await memberOf(ctx(), home);
    const key = randomUUID();
    const mine = await send(home.ownerClient, expense(home.group.id), key);
    const theirs = await send(member, expense(home.group.id, { name: 'Milk' }), key);
    expect(theirs.status).toBe(201);
    expect(theirs.body.data.id).not.toBe(mine.body.data.id);
    expect(theirs.body.data.name).toBe('Milk');
  });

  it('keeps no key of a refused create: the same key may be sent again once fixed', async () => {
    const home = await ownerWithGroup(ctx());
    const other = await ownerWithGroup(ctx(), 'Other');
    const foreign = (
      await other.ownerClient.post<Category>('/categories', {
        name: 'Food',
        groupId: other.group.id,
      })
    ).body.data;
    const key = randomUUID();
    const refused = await send(
      home.ownerClient,
      expense(home.group.id, { categoryIds: [foreign.id] }),
      key,
    );
    expect(refused.status).toBe(400);
    const outsider = await signIn(ctx(), await createUser(ctx()));
    expect((await send(outsider, expense(home.group.id), key)).status).toBe(404);
    const fixed = await send(home.ownerClient, expense(home.group.id), key);
    expect(fixed.status).toBe(201);
    expect(fixed.headers['idempotent-replayed']).toBeUndefined();
  });

  it('answers a repeat of a deleted transaction with 404, never a second one', async () => {
    const { ownerClient, group } = await ownerWithGroup(ctx());
    const key = randomUUID();
    const first = await send(ownerClient, expense(group.id), key);
    expect((await ownerClient.delete(`/transactions/${first.body.data.id}`)).status).toBe(200);
    const again = await send(ownerClient, expense(group.id), key);
    expect(again.status).toBe(404);
    expect(again.body.errors[0]?.message).toBe('Transaction not found');
    expect((await allTransactions(ownerClient, [group.id])).transactions).toHaveLength(0);
  });

  it('refuses a key not of the agreed form with a 400 naming it', async () => {
    const { ownerClient, group } = await ownerWithGroup(ctx());
    for (const key of ['short', 'has space in it', 'x'.repeat(101)]) {
      const answer = await send(ownerClient, expense(group.id), key);
      expect(answer.status, key).toBe(400);
      expect(answer.body.errors[0]?.message).toBe(
        "Idempotency-Key must be 8 to 100 letters, digits, '-' or '_'",
      );
    }
    expect((await allTransactions(ownerClient, [group.id])).transactions).toHaveLength(0);
  });
});
