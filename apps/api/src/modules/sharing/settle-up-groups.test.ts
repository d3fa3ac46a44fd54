import {
  Currency,
  MemberRole,
  TransactionType,
  type GroupBalances,
  type GroupSettleUp,
} from '@budget/contract';
import { beforeAll, expect, it } from 'vitest';
import { createUser, signIn } from '../../test/accounts.ts';
import { describeEachDatabase } from '../../test/each-database.ts';
import { memberOf, ownerWithGroup, type GroupFixture } from '../../test/groups.ts';
import type { TestClient } from '../../test/test-app.ts';

/**
 * GET /groups/settle-up: who owes whom in each of the caller's groups, the same proposal as each
 * group's balances, for the dashboard.
 */
describeEachDatabase('settle-up of all groups', (ctx) => {
  let flat: GroupFixture;
  let member: { client: TestClient; user: { id: string } };
  let viewer: TestClient;
  let quietId: string;

  const settleUp = async (client: TestClient, query: Record<string, string> = {}) => {
    const response = await client.get<GroupSettleUp[]>('/groups/settle-up', { query });
    expect(response.status, response.text).toBe(200);
    return response.body.data;
  };
  const spend = (client: TestClient, groupId: string, amount: number, currency = Currency.PLN) =>
    client.post('/transactions', {
      transactionType: TransactionType.Expense,
      name: 'Groceries',
      groupId,
      date: '2024-04-01',
      amount,
      currency,
    });

  beforeAll(async () => {
    flat = await ownerWithGroup(ctx(), 'Flat');
    member = await memberOf(ctx(), flat);
    viewer = (await memberOf(ctx(), flat, MemberRole.Viewer)).client;
    // Paid by the Owner, split by the default: equally between those who pay (Owner, Member).
    expect((await spend(flat.ownerClient, flat.group.id, 90)).status).toBe(201);
    expect((await spend(flat.ownerClient, flat.group.id, 0.01)).status).toBe(201);
    // A group of one: nothing to settle, so it is left out.
    const quiet = await flat.ownerClient.post<{ id: string }>('/groups', { name: 'Alone' });
    quietId = quiet.body.data.id;
    expect((await spend(flat.ownerClient, quietId, 10)).status).toBe(201);
  });

  it("proposes what the group's balances propose, naming the people, for Viewers too", async () => {
    const balances = await flat.ownerClient.get<GroupBalances>(`/groups/${flat.group.id}/balances`);
    const all = await settleUp(viewer);
    expect(all).toEqual([
      {
        groupId: flat.group.id,
        currency: Currency.PLN,
        settleUp: balances.body.data.settleUp,
        people: expect.any(Array),
        unconverted: [],
      },
    ]);
    const [group] = all as [GroupSettleUp];
    expect(group.settleUp).toHaveLength(1);
    const [transfer] = group.settleUp as [GroupSettleUp['settleUp'][number]];
    expect(transfer.fromUserId).toBe(member.user.id);
    expect(transfer.toUserId).toBe(flat.owner.id);
    // 90.01 split in two by largest remainder: one of them carries the odd cent.
    expect([45, 45.01]).toContain(transfer.amount);
    const names = new Map(group.people.map((p) => [p.userId, p.name]));
    expect([...names.keys()].sort()).toEqual([member.user.id, flat.owner.id].sort());
    expect(names.get(flat.owner.id)).toEqual(expect.any(String));
    expect(group.people.every((p) => !p.former)).toBe(true);
  });

  it('leaves out the groups with nothing to settle, and a settled group', async () => {
    expect(await settleUp(flat.ownerClient, { groupIds: quietId })).toEqual([]);
    const [group] = (await settleUp(member.client)) as [GroupSettleUp];
    const [transfer] = group.settleUp as [GroupSettleUp['settleUp'][number]];
    const paid = await member.client.post(`/groups/${flat.group.id}/settlements`, {
      fromUserId: transfer.fromUserId,
      toUserId: transfer.toUserId,
      amount: transfer.amount,
      currency: Currency.PLN,
      date: '2024-04-02',
    });
    expect(paid.status, paid.text).toBe(201);
    expect(await settleUp(member.client)).toEqual([]);
  });

  it('refuses a group the caller is not in, and an id that is no id', async () => {
    const outsider = await signIn(ctx(), await createUser(ctx(), { prefix: 'outsider' }));
    const refused = await outsider.get('/groups/settle-up', {
      query: { groupIds: flat.group.id },
    });
    expect(refused.status).toBe(404);
    expect(await settleUp(outsider)).toEqual([]);
    const bad = await outsider.get('/groups/settle-up', { query: { groupIds: 'x'.repeat(65) } });
    expect(bad.status).toBe(400);
  });
});
