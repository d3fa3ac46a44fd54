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
import { memberOf, ownerWithGroup } from '../../test/groups.ts';
import type { TestClient } from '../../test/test-app.ts';

/**
 * Recorded payments (docs/decisions.md, 'Splits'): listed by GET /transactions as Transfers,
 * deleted by DELETE /transactions/:id through the write path, never edited into anything else.
 */
describeEachDatabase('recorded payments', (ctx) => {
  let owner: TestClient;
  let member: TestClient;
  let viewer: TestClient;
  let ownerId: string;
  let memberId: string;
  let groupId: string;

  const balances = async () => {
    const response = await viewer.get<GroupBalances>(`/groups/${groupId}/balances`);
    expect(response.status, response.text).toBe(200);
    return response.body.data;
  };
  const balanceOf = async (userId: string) =>
    (await balances()).members.find((m) => m.userId === userId)?.balance;
  const payments = async (client: TestClient, query: Record<string, string> = {}) => {
    const response = await client.get<TransactionPage>('/transactions', {
      query: { groupIds: groupId, transactionType: String(TransactionType.Transfer), ...query },
    });
    expect(response.status, response.text).toBe(200);
    return response.body.data;
  };
  const settle = (amount: number, date: string, from = memberId, to = ownerId) =>
    member.post<GroupBalances>(`/groups/${groupId}/settlements`, {
      fromUserId: from,
      toUserId: to,
      amount,
      currency: Currency.PLN,
      date,
    });
  const doctor = () => ctx().app.writes.checkGroup(groupId, false);

  beforeAll(async () => {
    const fixture = await ownerWithGroup(ctx(), 'Payments');
    owner = fixture.ownerClient;
    ownerId = fixture.owner.id;
    groupId = fixture.group.id;
    const joined = await memberOf(ctx(), fixture);
    member = joined.client;
    memberId = joined.user.id;
    viewer = (await memberOf(ctx(), fixture, MemberRole.Viewer)).client;
    // 90.00 paid by the Owner, split equally between Owner and Member: the Member owes 45.00.
    const spent = await owner.post('/transactions', {
      transactionType: TransactionType.Expense,
      name: 'Groceries',
      groupId,
      date: '2024-04-01',
      amount: 90,
      currency: Currency.PLN,
      split: {
        method: SplitMethod.Equal,
        parts: [
          { userId: ownerId, value: 0 },
          { userId: memberId, value: 0 },
        ],
      },
    });
    expect(spent.status, spent.text).toBe(201);
  });

  it('lists settlements newest first, with payer and receiver, to every role', async () => {
    expect((await settle(10, '2024-04-02')).status).toBe(201);
    expect((await settle(20, '2024-04-05')).status).toBe(201);
    expect((await settle(5, '2024-04-03', ownerId, memberId)).status).toBe(201);
    const page = await payments(viewer);
    expect(page.totalCount).toBe(3);
    expect(page.transactions.map((t) => [t.date, t.paidBy, t.split?.parts, t.amount])).toEqual([
      ['2024-04-05', memberId, [{ userId: ownerId, value: 20, amount: 20 }], 20],
      ['2024-04-03', ownerId, [{ userId: memberId, value: 5, amount: 5 }], 5],
      ['2024-04-02', memberId, [{ userId: ownerId, value: 10, amount: 10 }], 10],
    ]);
    const second = await payments(viewer, { pageSize: '2', page: '2' });
    expect(second.transactions.map((t) => t.date)).toEqual(['2024-04-02']);
    // 45 - 10 - 20 + 5: the Member still owes 20.00.
    expect(await balanceOf(memberId)).toBe(-20);
  });

  it('answers a payment with the balances it wrote, though they were read just before', async () => {
    const before = await member.get<GroupBalances>(`/groups/${groupId}/balances`);
    const owed = before.body.data.members.find((m) => m.userId === memberId)?.balance ?? 0;
    const paid = await settle(1, '2024-04-06');
    expect(paid.status).toBe(201);
    const answered = paid.body.data.members.find((m) => m.userId === memberId)?.balance;
    expect(answered).toBe(owed + 1);
    expect(paid.body.data).toEqual(
      (await member.get<GroupBalances>(`/groups/${groupId}/balances`)).body.data,
    );
    // Taken back, so the tests after see the payments they expect.
    const [latest] = (await payments(owner)).transactions;
    expect((await member.delete(`/transactions/${latest?.id}`)).status).toBe(200);
  });

  it("names the request's own field when the payer or the receiver is no member", async () => {
    const stranger = '00000000-0000-4000-8000-000000000000';
    const from = await settle(5, '2024-04-03', stranger, ownerId);
    expect(from.status, from.text).toBe(400);
    expect(Object.keys(from.body.errors[0]?.details ?? {})).toEqual(['fromUserId']);
    const to = await settle(5, '2024-04-03', memberId, stranger);
    expect(to.status, to.text).toBe(400);
    expect(Object.keys(to.body.errors[0]?.details ?? {})).toEqual(['toUserId']);
  });

  it('deletes one through the write path, which moves the balances back', async () => {
    const [latest] = (await payments(owner)).transactions;
    expect(latest?.amount).toBe(20);
    const refused = await viewer.delete(`/transactions/${latest?.id}`);
    expect(refused.status).toBe(403);
    expect(await balanceOf(memberId)).toBe(-20);

    const deleted = await member.delete(`/transactions/${latest?.id}`);
    expect(deleted.status, deleted.text).toBe(200);
    expect(await balanceOf(memberId)).toBe(-40);
    const data = await balances();
    expect(data.settleUp).toEqual([{ fromUserId: memberId, toUserId: ownerId, amount: 40 }]);
    expect((await payments(owner)).totalCount).toBe(2);
    expect((await member.delete(`/transactions/${latest?.id}`)).status).toBe(404);
    // Neither income nor expense counted it, before or after.
    const expenses = await payments(owner, { transactionType: String(TransactionType.Expense) });
    expect(expenses.sums).toEqual([{ currency: Currency.PLN, amount: -90 }]);
    expect(await doctor()).toEqual([]);
  });

  it('refuses to edit a settlement into an income or expense, changing nothing', async () => {
    const payment = (await payments(owner)).transactions[0] as Transaction;
    const before = await balances();
    for (const transactionType of [TransactionType.Expense, TransactionType.Income]) {
      const edited = await owner.put('/transactions', {
        transactionId: payment.id,
        transactionType,
        name: 'Settlement',
        groupId,
        categoryIds: [],
        date: payment.date,
        amount: 999,
        currency: Currency.PLN,
        recurring: false,
        recurringPeriod: null,
        endDate: null,
      });
      expect(edited.status, edited.text).toBe(400);
      expect(edited.body.errors[0]?.message).toBe(
        'A recorded payment cannot be edited: delete it and record it again',
      );
    }
    expect(await balances()).toEqual(before);
    const [still] = (await payments(owner)).transactions;
    expect(still).toMatchObject({
      id: payment.id,
      amount: payment.amount,
      updatedAt: payment.updatedAt,
    });
    expect(await doctor()).toEqual([]);
  });
});
