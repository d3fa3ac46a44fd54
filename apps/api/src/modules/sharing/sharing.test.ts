import {
  Currency,
  MemberRole,
  SplitMethod,
  TransactionType,
  type GroupBalances,
  type Transaction,
  type TransactionPage,
} from '@budget/contract';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/each-database.ts';
import { memberOf, ownerWithGroup, type GroupFixture } from '../../test/groups.ts';
import type { TestClient } from '../../test/test-app.ts';

describeEachDatabase('who paid and who owes whom', (ctx) => {
  let fixture: GroupFixture;
  let owner: TestClient;
  let member: TestClient;
  let viewer: TestClient;
  let ownerId: string;
  let memberId: string;
  let groupId: string;
  const spend = (client: TestClient, body: Record<string, unknown>) =>
    client.post<Transaction>('/transactions', {
      transactionType: TransactionType.Expense,
      name: 'Shared',
      groupId,
      date: '2024-03-01',
      amount: 100,
      currency: Currency.PLN,
      ...body,
    });
  const balances = async () => {
    const response = await owner.get<GroupBalances>(`/groups/${groupId}/balances`);
    expect(response.status, JSON.stringify(response.body.errors)).toBe(200);
    return response.body.data;
  };
  const balanceOf = (data: GroupBalances, userId: string) =>
    data.members.find((m) => m.userId === userId)?.balance;

  beforeAll(async () => {
    fixture = await ownerWithGroup(ctx(), 'Flat');
    owner = fixture.ownerClient;
    ownerId = fixture.owner.id;
    groupId = fixture.group.id;
    const joined = await memberOf(ctx(), fixture);
    member = joined.client;
    memberId = joined.user.id;
    viewer = (await memberOf(ctx(), fixture, MemberRole.Viewer)).client;
  });

  it('splits 60/40, keeps the split through an edit, and reads the balances', async () => {
    const split = {
      method: SplitMethod.Shares,
      parts: [
        { userId: ownerId, value: 60 },
        { userId: memberId, value: 40 },
      ],
    };
    const created = await spend(owner, { split });
    expect(created.status, JSON.stringify(created.body.errors)).toBe(201);
    expect(created.body.data.paidBy).toBe(ownerId);
    expect(created.body.data.split?.parts.map((p) => p.amount)).toEqual([60, 40]);
    let data = await balances();
    expect(balanceOf(data, ownerId)).toBe(40);
    expect(balanceOf(data, memberId)).toBe(-40);
    expect(data.settleUp).toEqual([{ fromUserId: memberId, toUserId: ownerId, amount: 40 }]);

    // SPEC's edit sends no split: it stays 60/40 of the new amount.
    const { id, name, transactionType, date, currency } = created.body.data;
    const edited = await owner.put<Transaction>('/transactions', {
      transactionId: id,
      transactionType,
      name,
      groupId,
      categoryIds: [],
      date,
      amount: 200,
      currency,
      recurring: false,
      recurringPeriod: null,
      endDate: null,
    });
    expect(edited.status, JSON.stringify(edited.body.errors)).toBe(200);
    expect(edited.body.data.split?.parts.map((p) => p.amount)).toEqual([120, 80]);
    data = await balances();
    expect(balanceOf(data, ownerId)).toBe(80);
  });

  it('converts each currency at its date, notes one without a rate, and counts incomes', async () => {
    // Default split: equal among the two members who pay. 30.00 EUR at 4.3653 = 130.959 PLN.
    const euros = await spend(member, { amount: 30, currency: Currency.EUR, date: '2024-03-02' });
    expect(euros.status, JSON.stringify(euros.body.errors)).toBe(201);
    expect(euros.body.data.paidBy).toBe(memberId);
    expect(euros.body.data.split?.parts.map((p) => p.amount)).toEqual([15, 15]);
    const income = await spend(owner, {
      transactionType: TransactionType.Income,
      amount: 30,
      split: {
        method: SplitMethod.Equal,
        parts: [
          { userId: ownerId, value: 0 },
          { userId: memberId, value: 0 },
        ],
      },
    });
    expect(income.status).toBe(201);
    await spend(member, { amount: 5, currency: Currency.RUB, date: '2024-03-03' });
    const data = await balances();
    expect(data.currency).toBe(Currency.PLN);
    expect(data.unconverted).toEqual([Currency.RUB]);
    // Owner: 200 paid, 120 share; 65.4795 share of the euros; received 30, shares -15.
    const sum = data.members.reduce((total, m) => total + Math.round(m.balance * 100), 0);
    expect(sum).toBe(0);
    expect(balanceOf(data, ownerId)).toBeCloseTo(80 - 65.48 - 15, 2);
  });

  it('settles up to zero with transfers that are not income or expense', async () => {
    const before = await balances();
    for (const transfer of before.settleUp) {
      const settled = await member.post<GroupBalances>(`/groups/${groupId}/settlements`, {
        ...transfer,
        currency: Currency.PLN,
        date: '2024-03-05',
      });
      expect(settled.status, JSON.stringify(settled.body.errors)).toBe(201);
    }
    const after = await balances();
    expect(after.members.map((m) => m.balance)).toEqual(after.members.map(() => 0));
    expect(after.settleUp).toEqual([]);
    const transfers = await owner.get<TransactionPage>('/transactions', {
      query: { groupIds: groupId, transactionType: String(TransactionType.Transfer) },
    });
    expect(transfers.body.data.totalCount).toBe(before.settleUp.length);
    const all = await owner.get<TransactionPage>('/transactions', { query: { groupIds: groupId } });
    expect(all.status, all.text).toBe(200);
    expect((await owner.get('/transactions')).status).toBe(200);
    const refused = await viewer.post(`/groups/${groupId}/settlements`, {
      fromUserId: memberId,
      toUserId: ownerId,
      amount: 1,
      currency: Currency.PLN,
      date: '2024-03-05',
    });
    expect(refused.status).toBe(403);
    expect((await viewer.get(`/groups/${groupId}/balances`)).status).toBe(200);
  });

  it('refuses splits naming strangers, bad percentages and self-payment, writing nothing', async () => {
    const stranger = await ownerWithGroup(ctx(), 'Elsewhere');
    const cases = [
      { paidBy: stranger.owner.id },
      { split: { method: SplitMethod.Equal, parts: [{ userId: stranger.owner.id, value: 0 }] } },
      {
        split: {
          method: SplitMethod.Percentages,
          parts: [
            { userId: ownerId, value: 50 },
            { userId: memberId, value: 40 },
          ],
        },
      },
    ];
    for (const body of cases) {
      const response = await spend(owner, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
    }
    const self = await owner.post(`/groups/${groupId}/settlements`, {
      fromUserId: ownerId,
      toUserId: ownerId,
      amount: 1,
      currency: Currency.PLN,
      date: '2024-03-05',
    });
    expect(self.status).toBe(400);
  });

  it('keeps a former member and their balance, and the derived rows match a rebuild', async () => {
    await spend(owner, {
      amount: 10,
      split: { method: SplitMethod.Exact, parts: [{ userId: memberId, value: 10 }] },
    });
    const removed = await owner.put('/groups/unassign-users', { groupId, userIds: [memberId] });
    expect(removed.status).toBe(200);
    const data = await balances();
    const former = data.members.find((m) => m.userId === memberId);
    // Earlier settlements paid rounded balances: a fraction of a cent may remain.
    expect(former?.former).toBe(true);
    expect(former?.balance).toBeCloseTo(-10, 1);
    const differences = await ctx().app.writes.checkGroup(groupId, false);
    expect(differences).toEqual([]);
  });

  it('lets the Owner set the settlement currency and default split', async () => {
    const set = await owner.put(`/groups/${groupId}/sharing`, {
      settlementCurrency: Currency.EUR,
      defaultSplit: { method: SplitMethod.Percentages, parts: [{ userId: ownerId, value: 100 }] },
    });
    expect(set.status, JSON.stringify(set.body.errors)).toBe(200);
    const created = await spend(owner, { amount: 7 });
    expect(created.body.data.split).toMatchObject({
      method: SplitMethod.Percentages,
      parts: [{ userId: ownerId, value: 100, amount: 7 }],
    });
    expect((await balances()).currency).toBe(Currency.EUR);
    const byViewer = await viewer.put(`/groups/${groupId}/sharing`, {
      settlementCurrency: Currency.PLN,
      defaultSplit: null,
    });
    expect(byViewer.status).toBe(403);
    const exact = await owner.put(`/groups/${groupId}/sharing`, {
      settlementCurrency: Currency.PLN,
      defaultSplit: { method: SplitMethod.Exact, parts: [{ userId: ownerId, value: 1 }] },
    });
    expect(exact.status).toBe(400);
  });

  it('gives imported rows the importing member as payer and the default split', async () => {
    const ofx = `<OFX><STMTRS><CURDEF>PLN<BANKTRANLIST><STMTTRN><DTPOSTED>20240310<TRNAMT>-9.99<FITID>S-1<NAME>Bakery</STMTTRN></BANKTRANLIST></STMTRS></OFX>`;
    const imported = await owner.post('/imports', { groupId, fileName: 'b.ofx', content: ofx });
    expect(imported.status, JSON.stringify(imported.body.errors)).toBe(201);
    const page = await owner.get<TransactionPage>('/transactions', {
      query: { groupIds: groupId, filter: 'Bakery' },
    });
    const [row] = page.body.data.transactions;
    expect(row?.paidBy).toBe(ownerId);
    // The default set above: all of it the Owner's.
    expect(row?.split?.parts).toEqual([{ userId: ownerId, value: 100, amount: 9.99 }]);
  });
});
