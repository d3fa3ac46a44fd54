import {
  Currency,
  SplitMethod,
  TransactionType,
  type GroupBalances,
  type Transaction,
} from '@budget/contract';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/each-database.ts';
import { memberOf, ownerWithGroup } from '../../test/groups.ts';
import type { TestClient } from '../../test/test-app.ts';

// An edit may put a transaction back on the group's default split (docs/decisions.md, 'Splits').
describeEachDatabase('an edit back to the group default split', (ctx) => {
  let owner: TestClient;
  let ownerId: string;
  let memberId: string;
  let groupId: string;

  const create = async (body: Record<string, unknown>) => {
    const created = await owner.post<Transaction>('/transactions', {
      transactionType: TransactionType.Expense,
      name: 'Groceries',
      groupId,
      date: '2024-05-02',
      amount: 100,
      currency: Currency.PLN,
      ...body,
    });
    expect(created.status, JSON.stringify(created.body.errors)).toBe(201);
    return created.body.data;
  };
  const edit = (row: Transaction, body: Record<string, unknown>) =>
    owner.put<Transaction>('/transactions', {
      transactionId: row.id,
      transactionType: row.transactionType,
      name: row.name,
      groupId,
      categoryIds: [],
      date: row.date,
      amount: Math.abs(row.amount),
      currency: row.currency,
      ...body,
    });
  const parts = (row: Transaction | undefined) =>
    row?.split?.parts.map((part) => [part.userId, part.amount]);

  beforeAll(async () => {
    const fixture = await ownerWithGroup(ctx(), 'Home');
    owner = fixture.ownerClient;
    ownerId = fixture.owner.id;
    groupId = fixture.group.id;
    memberId = (await memberOf(ctx(), fixture)).user.id;
    const set = await owner.put(`/groups/${groupId}/sharing`, {
      settlementCurrency: Currency.PLN,
      defaultSplit: {
        method: SplitMethod.Shares,
        parts: [
          { userId: ownerId, value: 3 },
          { userId: memberId, value: 1 },
        ],
      },
    });
    expect(set.status, JSON.stringify(set.body.errors)).toBe(200);
  });

  it('replaces a split chosen by hand with the default, and the balances follow', async () => {
    const exact = {
      method: SplitMethod.Exact,
      parts: [
        { userId: ownerId, value: 10 },
        { userId: memberId, value: 90 },
      ],
    };
    const row = await create({ split: exact });
    expect(parts(row)).toEqual([
      [ownerId, 10],
      [memberId, 90],
    ]);
    // Left alone, the stored split stays.
    const kept = await edit(row, { amount: 100 });
    expect(parts(kept.body.data)).toEqual(parts(row));

    const back = await edit(row, { amount: 120, splitDefault: true });
    expect(back.status, JSON.stringify(back.body.errors)).toBe(200);
    expect(back.body.data.paidBy).toBe(ownerId);
    expect(back.body.data.split?.method).toBe(SplitMethod.Shares);
    expect(parts(back.body.data)).toEqual([
      [ownerId, 90],
      [memberId, 30],
    ]);
    const balances = await owner.get<GroupBalances>(`/groups/${groupId}/balances`);
    const balance = (userId: string) =>
      balances.body.data.members.find((member) => member.userId === userId)?.balance;
    expect([balance(ownerId), balance(memberId)]).toEqual([30, -30]);
  });

  it('takes a payer named with it', async () => {
    const row = await create({
      split: { method: SplitMethod.Equal, parts: [{ userId: ownerId, value: 1 }] },
    });
    const back = await edit(row, { paidBy: memberId, splitDefault: true });
    expect(back.status, JSON.stringify(back.body.errors)).toBe(200);
    expect(back.body.data.paidBy).toBe(memberId);
    expect(parts(back.body.data)).toEqual([
      [ownerId, 75],
      [memberId, 25],
    ]);
  });

  it('leaves an income with its receiver when the group does not share incomes', async () => {
    const row = await create({
      transactionType: TransactionType.Income,
      name: 'Salary',
      split: {
        method: SplitMethod.Equal,
        parts: [
          { userId: ownerId, value: 1 },
          { userId: memberId, value: 1 },
        ],
      },
    });
    expect(row.split).not.toBeNull();
    const back = await edit(row, { splitDefault: true });
    expect(back.status, JSON.stringify(back.body.errors)).toBe(200);
    expect(back.body.data.paidBy).toBe(ownerId);
    expect(back.body.data.split).toBeNull();
  });

  it('refuses a split sent with it, changing nothing', async () => {
    const row = await create({});
    const both = await edit(row, {
      amount: 50,
      splitDefault: true,
      split: { method: SplitMethod.Equal, parts: [{ userId: ownerId, value: 1 }] },
    });
    expect(both.status).toBe(400);
    expect(both.body.errors[0]?.details).toEqual({
      split: ['Send a split or the group default, not both'],
    });
    const wrongType = await edit(row, { splitDefault: 'yes' });
    expect(wrongType.status).toBe(400);
    const after = await owner.get<Transaction>(`/transactions/${row.id}`);
    expect(after.body.data.amount).toBe(row.amount);
  });
});
