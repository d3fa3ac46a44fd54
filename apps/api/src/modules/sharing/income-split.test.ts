import {
  Currency,
  SplitMethod,
  TransactionType,
  type GroupSharing,
  type Transaction,
} from '@budget/contract';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/each-database.ts';
import { memberOf, ownerWithGroup } from '../../test/groups.ts';
import type { TestClient } from '../../test/test-app.ts';

/** The default split in proportion to incomes (docs/decisions.md, 'Splits'). */
describeEachDatabase('a default split in proportion to incomes', (ctx) => {
  let owner: TestClient;
  let member: TestClient;
  let ownerId: string;
  let memberId: string;
  let groupId: string;

  const setIncomes = (incomes: [string, number][], extra: Record<string, unknown> = {}) =>
    owner.put<GroupSharing>(`/groups/${groupId}/sharing`, {
      settlementCurrency: Currency.PLN,
      defaultSplit: {
        method: SplitMethod.Shares,
        basis: 'incomes',
        parts: incomes.map(([userId, income]) => ({ userId, income })),
        ...extra,
      },
    });
  const spend = (amount: number) =>
    member.post<Transaction>('/transactions', {
      transactionType: TransactionType.Expense,
      name: 'Rent',
      groupId,
      date: '2024-05-01',
      amount,
      currency: Currency.PLN,
    });

  beforeAll(async () => {
    const fixture = await ownerWithGroup(ctx(), 'Incomes');
    owner = fixture.ownerClient;
    ownerId = fixture.owner.id;
    groupId = fixture.group.id;
    const joined = await memberOf(ctx(), fixture);
    member = joined.client;
    memberId = joined.user.id;
  });

  it('stores shares from the incomes, shows the incomes again and splits new entries by them', async () => {
    const set = await setIncomes([
      [ownerId, 4200.5],
      [memberId, 3100],
    ]);
    expect(set.status, set.text).toBe(200);
    // 420,050 and 310,000 minor units over their greatest common divisor, 1,550.
    const expected = {
      method: SplitMethod.Shares,
      basis: 'incomes',
      parts: [
        { userId: ownerId, value: 271, income: 4200.5 },
        { userId: memberId, value: 200, income: 3100 },
      ],
    };
    expect(set.body.data.defaultSplit).toEqual(expected);
    const read = await member.get<GroupSharing>(`/groups/${groupId}/sharing`);
    expect(read.body.data.defaultSplit).toEqual(expected);

    // 1,000.00 x 271 / 471 = 575.3715...: 575.37 and 424.63.
    const created = await spend(1000);
    expect(created.status, created.text).toBe(201);
    expect(created.body.data.split).toEqual({
      method: SplitMethod.Shares,
      parts: [
        { userId: ownerId, value: 271, amount: 575.37 },
        { userId: memberId, value: 200, amount: 424.63 },
      ],
    });
    // The incomes stay in the group's settings, not in each transaction's split.
    const stored = await ctx()
      .app.db.selectFrom('transactions')
      .select('split')
      .where('id', '=', created.body.data.id)
      .executeTakeFirstOrThrow();
    expect(stored.split).not.toContain('income');
  });

  it('reduces round incomes and scales large ones to whole shares the contract accepts', async () => {
    const round = await setIncomes([
      [ownerId, 12_000],
      [memberId, 8_000],
    ]);
    expect(round.body.data.defaultSplit?.parts.map((p) => p.value)).toEqual([3, 2]);
    expect((await spend(100)).body.data.split?.parts.map((p) => p.amount)).toEqual([60, 40]);

    const large = await setIncomes([
      [ownerId, 25_000.01],
      [memberId, 10_000],
    ]);
    expect(large.status, large.text).toBe(200);
    // 2,500,001 and 1,000,000 minor units have no common divisor: scaled so the largest is
    // 1,000,000, and 1,000,000 x 10,000.00 / 25,000.01 = 399,999.84 rounds to 400,000.
    expect(large.body.data.defaultSplit?.parts).toEqual([
      { userId: ownerId, value: 1_000_000, income: 25_000.01 },
      { userId: memberId, value: 400_000, income: 10_000 },
    ]);
    // 700.00 x 1,000,000 / 1,400,000 = 500.00, as the exact incomes give 500.00 too.
    expect((await spend(700)).body.data.split?.parts.map((p) => p.amount)).toEqual([500, 200]);
  });

  it('refuses incomes that cannot make a split, keeping the stored one', async () => {
    const before = (await owner.get<GroupSharing>(`/groups/${groupId}/sharing`)).body.data;
    const stranger = await ownerWithGroup(ctx(), 'Elsewhere');
    const cases: [[string, number][], Record<string, unknown>, string][] = [
      [[[ownerId, 0]], {}, 'At least one income must be above 0'],
      [[[ownerId, 10.005]], {}, 'Value can have at most 2 decimal places'],
      [[[ownerId, -1]], {}, 'Amount must be non-negative'],
      [[[ownerId, 10]], { method: SplitMethod.Percentages }, 'by shares'],
      [[[stranger.owner.id, 10]], {}, 'Every member of a split must be in the group'],
    ];
    for (const [incomes, extra, message] of cases) {
      const refused = await setIncomes(incomes, extra);
      expect(refused.status, JSON.stringify(incomes)).toBe(400);
      expect(JSON.stringify(refused.body.errors)).toContain(message);
    }
    const missing = await owner.put(`/groups/${groupId}/sharing`, {
      settlementCurrency: Currency.PLN,
      defaultSplit: { method: SplitMethod.Shares, basis: 'incomes', parts: [{ userId: ownerId }] },
    });
    expect(missing.status).toBe(400);
    const incomeWithoutBasis = await owner.put(`/groups/${groupId}/sharing`, {
      settlementCurrency: Currency.PLN,
      defaultSplit: {
        method: SplitMethod.Shares,
        parts: [{ userId: ownerId, value: 1, income: 10 }],
      },
    });
    expect(incomeWithoutBasis.status).toBe(400);
    expect((await owner.get<GroupSharing>(`/groups/${groupId}/sharing`)).body.data).toEqual(before);
    // Back to shares entered by hand: no basis, no incomes.
    const plain = await owner.put<GroupSharing>(`/groups/${groupId}/sharing`, {
      settlementCurrency: Currency.PLN,
      defaultSplit: { method: SplitMethod.Shares, parts: [{ userId: ownerId, value: 2 }] },
    });
    expect(plain.body.data.defaultSplit).toEqual({
      method: SplitMethod.Shares,
      parts: [{ userId: ownerId, value: 2 }],
    });
  });
});
