import { MemberRole, SplitMethod, TransactionType, type GroupMember } from '@budget/contract';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '@/lib/i18n/i18n.ts';
import { groupOf } from '@/test/api-stub.ts';
import { transactionOf } from '@/test/transactions-fixtures.ts';
import { memberDirectory, splitSummary } from './split-summary.ts';

const bob: GroupMember = {
  userId: 'u-bob',
  name: 'Bob',
  userEmail: 'bob@example.test',
  role: MemberRole.Member,
  joinedAt: '2026-01-02T10:00:00.000Z',
};
const pair = groupOf();
pair.groupMembers.push(bob);
const solo = groupOf({ id: 'g-solo' });
const members = memberDirectory([pair, solo]);

const shared = (
  split: NonNullable<Parameters<typeof transactionOf>[0]['split']>,
  paidBy = 'u-ann',
) => transactionOf({ amount: -100, currency: 0, paidBy, split });

describe('splitSummary', () => {
  it('names the payer and the method, and each part for the hover', () => {
    const summary = splitSummary(
      shared({
        method: SplitMethod.Shares,
        parts: [
          { userId: 'u-ann', value: 60, amount: 60 },
          { userId: 'u-bob', value: 40, amount: 40 },
        ],
      }),
      members,
    );
    expect(summary?.text).toBe('Paid by Ann · split 60/40 by shares');
    expect(summary?.parts).toMatch(/^Ann 60\.00 PLN, Bob 40\.00 PLN$/);
  });

  it('says who received an income, not who paid it', () => {
    const salary = transactionOf({
      amount: 100,
      currency: 0,
      transactionType: TransactionType.Income,
      paidBy: 'u-bob',
      split: { method: SplitMethod.Equal, parts: [{ userId: 'u-bob', value: 1, amount: 100 }] },
    });
    expect(splitSummary(salary, members)?.text).toBe('Received by Bob · not split');
  });

  it('says equally with the count, percentages with their signs, exact amounts as such', () => {
    const parts = [
      { userId: 'u-ann', value: 1, amount: 50 },
      { userId: 'u-bob', value: 1, amount: 50 },
    ];
    const text = (method: SplitMethod, values = [1, 1]) =>
      splitSummary(
        shared(
          { method, parts: parts.map((part, i) => ({ ...part, value: values[i] ?? 0 })) },
          'u-bob',
        ),
        members,
      )?.text;
    expect(text(SplitMethod.Equal)).toBe('Paid by Bob · split equally (2)');
    expect(text(SplitMethod.Percentages, [33.33, 66.67])).toBe('Paid by Bob · split 33.33%/66.67%');
    expect(text(SplitMethod.Exact, [50, 50])).toBe('Paid by Bob · split by exact amounts (2)');
  });

  it('writes the values as the language writes numbers', async () => {
    await setLanguage('pl');
    try {
      const part = (userId: string, value: number) => ({ userId, value, amount: 50 });
      const split = (method: SplitMethod, values: [number, number]) =>
        splitSummary(
          shared({ method, parts: [part('u-ann', values[0]), part('u-bob', values[1])] }, 'u-bob'),
          members,
        )?.text;
      expect(split(SplitMethod.Percentages, [33.3, 66.7])).toMatch(/ 33,3%\/66,7%$/);
      expect(split(SplitMethod.Shares, [1.5, 1000])).toMatch(/ 1,5\/1000 /);
    } finally {
      await setLanguage('en');
    }
  });

  it('lists five or more values by their count only', () => {
    const parts = Array.from({ length: 5 }, (_, i) => ({
      userId: `u${i}`,
      value: i + 1,
      amount: 20,
    }));
    expect(splitSummary(shared({ method: SplitMethod.Shares, parts }), members)?.text).toBe(
      `Paid by Ann · split by shares (5)`,
    );
  });

  it('names a member who left as a former member', () => {
    const summary = splitSummary(
      shared({ method: SplitMethod.Equal, parts: [{ userId: 'u-gone', value: 1, amount: 100 }] }),
      members,
    );
    expect(summary?.text).toBe(`Paid by Ann · all for a former member`);
  });

  it('says nothing of an unshared transaction or of one member alone in their group', () => {
    expect(splitSummary(transactionOf({}), members)).toBeNull();
    const own = { method: SplitMethod.Equal, parts: [{ userId: 'u-ann', value: 1, amount: 100 }] };
    expect(splitSummary({ ...shared(own), groupId: 'g-solo' }, members)).toBeNull();
    // In a group of two, an expense kept to its payer is worth saying.
    expect(splitSummary(shared(own), members)?.text).toBe('Paid by Ann · not split');
  });
});
