import {
  Currency,
  MemberRole,
  SplitMethod,
  TransactionType,
  type GroupBalances,
  type ReportMember,
  type ReportMembers,
  type Transaction,
} from '@budget/contract';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/each-database.ts';
import { memberOf, ownerWithGroup, type GroupFixture } from '../../test/groups.ts';
import type { TestClient } from '../../test/test-app.ts';

const { Expense, Income } = TransactionType;

/**
 * Flat (EUR at 4.3653 PLN, the shipped table), Ann (Owner), Ben (Member), Cleo (leaves), Dan
 * (deletes his account, purged), Vic (Viewer, in no split):
 *   2024-03-01 expense 100.00 PLN  paid Ann   60 Ann / 40 Ben (shares)
 *   2024-03-05 expense  30.00 EUR  paid Ben   equal Ann, Ben (15 EUR = 65.4795 PLN each)
 *   2024-03-10 income 1000.00 PLN  to Ann     equal Ann, Ben
 *   2024-03-12 settlement 20.00 PLN Ben -> Ann (a transfer: counts nowhere here)
 *   2024-03-15 expense   9.00 PLN  paid Cleo  equal Ann, Ben, Cleo
 *   2024-03-16 expense   4.00 PLN  paid Dan   equal Ann, Dan
 *   2024-03-20 expense  50.00 PLN and income 200.00 PLN, not shared (no payer)
 *   2024-04-05 expense   7.00 PLN  paid Ben   equal Ann, Ben
 * Trip (Ann alone): 2024-03-03 expense 12.00 PLN, paid and shared by Ann.
 */
describeEachDatabase('reports by member', (ctx) => {
  let flat: GroupFixture;
  let ann: TestClient;
  let viewer: TestClient;
  const id = { ann: '', ben: '', cleo: '', dan: '' };
  let groupId: string;

  const post = async (client: TestClient, path: string, body: object) => {
    const response = await client.post<Transaction>(path, body);
    expect(response.status, JSON.stringify(response.body.errors)).toBe(201);
  };
  const shared = (
    client: TestClient,
    type: number,
    date: string,
    amount: number,
    currency: number,
    split: { method: number; parts: { userId: string; value: number }[] },
    group = groupId,
  ) =>
    post(client, '/transactions', {
      transactionType: type,
      name: `Shared ${date}`,
      groupId: group,
      date,
      amount,
      currency,
      split,
    });
  const equal = (...users: string[]) => ({
    method: SplitMethod.Equal,
    parts: users.map((userId) => ({ userId, value: 0 })),
  });
  const report = async (client: TestClient, query: Record<string, string> = {}) => {
    const response = await client.get<ReportMembers>('/reports/members', { query });
    expect(response.status, JSON.stringify(response.body.errors)).toBe(200);
    return response.body.data;
  };
  const row = (data: ReportMembers, userId: string): ReportMember => {
    const member = data.members.find((m) => m.userId === userId);
    if (!member) throw new Error(`No row for ${userId}`);
    return member;
  };

  beforeAll(async () => {
    flat = await ownerWithGroup(ctx(), 'Flat');
    ann = flat.ownerClient;
    groupId = flat.group.id;
    id.ann = flat.owner.id;
    const ben = await memberOf(ctx(), flat);
    const cleo = await memberOf(ctx(), flat);
    const dan = await memberOf(ctx(), flat);
    viewer = (await memberOf(ctx(), flat, MemberRole.Viewer)).client;
    [id.ben, id.cleo, id.dan] = [ben.user.id, cleo.user.id, dan.user.id];
    await ctx()
      .app.db.updateTable('users')
      .set({ first_name: 'Ann', last_name: 'Owner' })
      .where('id', '=', id.ann)
      .execute();

    const shares = {
      method: SplitMethod.Shares,
      parts: [
        { userId: id.ann, value: 60 },
        { userId: id.ben, value: 40 },
      ],
    };
    await shared(ann, Expense, '2024-03-01', 100, Currency.PLN, shares);
    await shared(ben.client, Expense, '2024-03-05', 30, Currency.EUR, equal(id.ann, id.ben));
    await shared(ann, Income, '2024-03-10', 1000, Currency.PLN, equal(id.ann, id.ben));
    await post(ben.client, `/groups/${groupId}/settlements`, {
      fromUserId: id.ben,
      toUserId: id.ann,
      amount: 20,
      currency: Currency.PLN,
      date: '2024-03-12',
    });
    await shared(
      cleo.client,
      Expense,
      '2024-03-15',
      9,
      Currency.PLN,
      equal(id.ann, id.ben, id.cleo),
    );
    await shared(dan.client, Expense, '2024-03-16', 4, Currency.PLN, equal(id.ann, id.dan));
    await shared(ben.client, Expense, '2024-04-05', 7, Currency.PLN, equal(id.ann, id.ben));
    // Written by the system with no payer: not shared (as restored from a backup).
    const unshared = (transactionType: typeof Expense | typeof Income, amount: number) => ({
      transactionType,
      name: 'Not shared',
      description: null,
      groupId,
      categoryIds: [],
      date: '2024-03-20',
      amount,
      currency: Currency.PLN,
      recurring: false,
      recurringPeriod: null,
      endDate: null,
    });
    await ctx().app.writes.importTransactions(null, groupId, [
      [unshared(Expense, 50), unshared(Income, 200)],
    ]);
    const trip = await ann.post<{ id: string }>('/groups', { name: 'Trip' });
    await shared(ann, Expense, '2024-03-03', 12, Currency.PLN, equal(id.ann), trip.body.data.id);

    // Cleo leaves; Dan deletes his account, purged 30 days on.
    const removed = await ann.put('/groups/unassign-users', { groupId, userIds: [id.cleo] });
    expect(removed.status).toBe(200);
    expect((await dan.client.delete('/users/delete-profile')).status).toBe(200);
    // The account's row goes as in the purge, before any report is read (the service's purge would
    // also end every test session; sharing/people-cache.test.ts runs it).
    await ctx().app.db.deleteFrom('users').where('id', '=', id.dan).execute();
  });

  it("names who paid and received what and each one's share, over the whole history", async () => {
    const data = await report(viewer, { groupIds: groupId });
    expect(data).toMatchObject({ from: null, to: null, currency: Currency.PLN });
    // Current members by name (Ann Owner before Ben's e-mail), then Cleo, then Dan (no account).
    expect(data.members.map((member) => [member.userId, member.former])).toEqual([
      [id.ann, false],
      [id.ben, false],
      [id.cleo, true],
      [id.dan, true],
    ]);
    expect(row(data, id.ann)).toMatchObject({
      name: 'Ann Owner',
      // 60 + 65.4795 + 3 + 2 + 3.50
      expenses: { paid: 100, share: 133.98 },
      income: { received: 1000, share: 500 },
    });
    expect(row(data, id.ben)).toMatchObject({
      // 130.959 + 7, the settlement not among them; 40 + 65.4795 + 3 + 3.50
      expenses: { paid: 137.96, share: 111.98 },
      income: { received: 0, share: 500 },
    });
    expect(row(data, id.cleo).name).toMatch(/^member/);
    expect(row(data, id.cleo).expenses).toEqual({ paid: 9, share: 3 });
    expect(row(data, id.dan)).toMatchObject({ name: null, expenses: { paid: 4, share: 2 } });
    expect(data.shared).toEqual({ expenses: 250.96, income: 1000 });
    expect(data.unshared).toEqual({ expenses: 50, income: 200 });
    expect(data.unconvertedCurrencies).toEqual([]);
  });

  it('counts only the days of the range', async () => {
    const march = await report(ann, { groupIds: groupId, from: '2024-03-02', to: '2024-03-31' });
    expect(row(march, id.ann)).toMatchObject({
      expenses: { paid: 0, share: 70.48 },
      income: { received: 1000, share: 500 },
    });
    expect(row(march, id.ben).expenses).toEqual({ paid: 130.96, share: 68.48 });
    expect(march.shared).toEqual({ expenses: 143.96, income: 1000 });
    expect(march.unshared).toEqual({ expenses: 50, income: 200 });

    const april = await report(ann, { groupIds: groupId, from: '2024-04-01', to: '2024-04-30' });
    expect(april.members.map((member) => member.userId)).toEqual([id.ann, id.ben]);
    expect(row(april, id.ann).expenses).toEqual({ paid: 0, share: 3.5 });
    expect(row(april, id.ben).expenses).toEqual({ paid: 7, share: 3.5 });
    expect(april.unshared).toEqual({ expenses: 0, income: 0 });

    // Only the settlement in range: transfers are not expenses or incomes.
    const settlement = await report(ann, {
      groupIds: groupId,
      from: '2024-03-12',
      to: '2024-03-12',
    });
    expect(settlement.members).toEqual([]);
    expect(settlement.shared).toEqual({ expenses: 0, income: 0 });
  });

  it('converts into the display currency at each day’s rate', async () => {
    const data = await report(ann, { groupIds: groupId, currency: String(Currency.EUR) });
    expect(data.currency).toBe(Currency.EUR);
    // 30 EUR stay 30; 100 + 9 + 4 + 7 PLN are 27.4895... EUR.
    expect(data.shared.expenses).toBe(57.49);
    expect(row(data, id.ben).expenses.paid).toBe(31.6);
  });

  it("adds each member's figures over all the caller's groups", async () => {
    const all = await report(ann);
    expect(row(all, id.ann).expenses).toEqual({ paid: 112, share: 145.98 });
    expect(all.shared.expenses).toBe(262.96);
    // The Viewer is not in Trip: their report of all groups is Flat's.
    const viewers = await report(viewer);
    expect(row(viewers, id.ann).expenses).toEqual({ paid: 100, share: 133.98 });
  });

  it('agrees with the balances, which also count the settlement', async () => {
    const response = await ann.get<GroupBalances>(`/groups/${groupId}/balances`);
    expect(response.status).toBe(200);
    const data = await report(ann, { groupIds: groupId });
    // The settlement: Ben paid 20, all of it Ann's share.
    const payments: Record<string, number> = { [id.ben]: 20, [id.ann]: -20 };
    for (const balance of response.body.data.members) {
      // The Viewer is in the balances with nothing, and in no report row.
      const member = data.members.find((m) => m.userId === balance.userId) ?? {
        expenses: { paid: 0, share: 0 },
        income: { received: 0, share: 0 },
      };
      const near = (a: number, b: number) =>
        expect(Math.abs(a - b), balance.userId).toBeLessThanOrEqual(0.010001);
      near(balance.paid, member.expenses.paid);
      near(balance.share, member.expenses.share);
      near(balance.incomes, member.income.share - member.income.received);
      expect(balance.payments).toBe(payments[balance.userId] ?? 0);
    }
  });

  it('keeps the rollup by type equal to a rebuild', async () => {
    const writes = ctx().app.writes;
    expect(await writes.checkGroup(groupId, false)).toEqual([]);
  });
});
