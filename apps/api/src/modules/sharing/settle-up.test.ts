import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { settleUp } from './settle-up.ts';

const balances = fc
  .array(fc.bigInt({ min: -1_000_000n, max: 1_000_000n }), { minLength: 1, maxLength: 8 })
  .map((values) => {
    const sum = values.reduce((a, b) => a + b, 0n);
    return [...values, -sum].map((minor, i) => ({ userId: `u${i}`, minor }));
  });

describe('settling up', () => {
  it('brings every balance to zero in at most n - 1 transfers of positive amounts', () => {
    fc.assert(
      fc.property(balances, (list) => {
        const transfers = settleUp(list);
        const left = new Map(list.map((b) => [b.userId, b.minor]));
        for (const t of transfers) {
          expect(t.minor > 0n).toBe(true);
          left.set(t.fromUserId, (left.get(t.fromUserId) ?? 0n) + t.minor);
          left.set(t.toUserId, (left.get(t.toUserId) ?? 0n) - t.minor);
        }
        expect([...left.values()].every((v) => v === 0n)).toBe(true);
        const open = list.filter((b) => b.minor !== 0n).length;
        expect(transfers.length).toBeLessThanOrEqual(Math.max(0, open - 1));
      }),
    );
  });

  it('pays matching debts and credits directly', () => {
    const transfers = settleUp([
      { userId: 'a', minor: 500n },
      { userId: 'b', minor: -500n },
      { userId: 'c', minor: 300n },
      { userId: 'd', minor: -300n },
    ]);
    expect(transfers).toEqual([
      { fromUserId: 'b', toUserId: 'a', minor: 500n },
      { fromUserId: 'd', toUserId: 'c', minor: 300n },
    ]);
  });
});
