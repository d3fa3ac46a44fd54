import {
  Currency,
  SplitMethod,
  TransactionType,
  type GroupBalances,
  type ReportMembers,
} from '@budget/contract';
import { expect, it } from 'vitest';
import { PASSWORD, signIn } from '../../test/accounts.ts';
import { describeEachDatabase } from '../../test/each-database.ts';
import { memberOf, ownerWithGroup } from '../../test/groups.ts';
import { newAddress } from '../../test/invitations.ts';
import type { TestClient } from '../../test/test-app.ts';
import { DAY } from '../../lib/time.ts';

/** Who the balances name, and as what: [userId, name, former], as the answer cache serves them. */
async function balances(client: TestClient, groupId: string) {
  const response = await client.get<GroupBalances>(`/groups/${groupId}/balances`);
  expect(response.status, JSON.stringify(response.body.errors)).toBe(200);
  const { currency, members } = response.body.data;
  return { currency, people: members.map((m) => [m.userId, m.name, m.former]) };
}

async function reportPeople(client: TestClient, groupId: string) {
  const response = await client.get<ReportMembers>('/reports/members', {
    query: { groupIds: groupId },
  });
  expect(response.status, JSON.stringify(response.body.errors)).toBe(200);
  return response.body.data.members.map((m) => [m.userId, m.name, m.former]);
}

describeEachDatabase('balances and the report by member, cached', (ctx) => {
  it('name at once a former member’s new name, their purged account and a new currency', async () => {
    const fixture = await ownerWithGroup(ctx(), 'Flat');
    const { owner, group } = fixture;
    const cleo = await memberOf(ctx(), fixture);
    const spent = await fixture.ownerClient.post('/transactions', {
      transactionType: TransactionType.Expense,
      name: 'Groceries',
      groupId: group.id,
      date: '2024-03-01',
      amount: 10,
      currency: Currency.PLN,
      split: {
        method: SplitMethod.Equal,
        parts: [owner.id, cleo.user.id].map((userId) => ({ userId, value: 0 })),
      },
    });
    expect(spent.status, JSON.stringify(spent.body.errors)).toBe(201);
    const ann = [owner.id, owner.username, false];
    expect(await balances(fixture.ownerClient, group.id)).toEqual({
      currency: Currency.PLN,
      people: [ann, [cleo.user.id, cleo.user.username, false]],
    });

    // Cleo leaves, then changes her name: the group shows her as a former member, renamed.
    const left = await fixture.ownerClient.put('/groups/unassign-users', {
      groupId: group.id,
      userIds: [cleo.user.id],
    });
    expect(left.status).toBe(200);
    expect((await balances(fixture.ownerClient, group.id)).people[1]).toEqual([
      cleo.user.id,
      cleo.user.username,
      true,
    ]);
    expect(await reportPeople(fixture.ownerClient, group.id)).toEqual([
      ann,
      [cleo.user.id, cleo.user.username, true],
    ]);
    const renamed = `${cleo.user.username}-moved`;
    const moved = await cleo.client.put('/users/me', {
      username: renamed,
      email: newAddress('moved'),
    });
    expect(moved.status).toBe(200);
    expect((await balances(fixture.ownerClient, group.id)).people[1]).toEqual([
      cleo.user.id,
      renamed,
      true,
    ]);
    expect((await reportPeople(fixture.ownerClient, group.id))[1]).toEqual([
      cleo.user.id,
      renamed,
      true,
    ]);

    // The settlement currency is the balances' currency.
    const set = await fixture.ownerClient.put(`/groups/${group.id}/sharing`, {
      settlementCurrency: Currency.EUR,
      defaultSplit: null,
    });
    expect(set.status, JSON.stringify(set.body.errors)).toBe(200);
    expect((await balances(fixture.ownerClient, group.id)).currency).toBe(Currency.EUR);

    // Cleo deletes her account; 31 days on the purge removes it (and every session).
    expect((await cleo.client.delete('/users/delete-profile')).status).toBe(200);
    const users = ctx().app.users;
    expect((await users.purge(Date.now() + 31 * DAY)).accounts).toBeGreaterThanOrEqual(1);
    const again = await signIn(ctx(), { email: owner.email, password: PASSWORD });
    expect((await balances(again, group.id)).people[1]).toEqual([cleo.user.id, null, true]);
    expect((await reportPeople(again, group.id))[1]).toEqual([cleo.user.id, null, true]);
  });
});
