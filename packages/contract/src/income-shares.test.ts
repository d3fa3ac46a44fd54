import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { incomesProblem, sharesFromIncomes } from './income-shares.ts';
import { MAX_SPLIT_SHARE, SplitMethod, splitProblem } from './split-arithmetic.ts';

const shares = (...incomes: number[]) =>
  sharesFromIncomes(incomes.map((income, i) => ({ userId: `u${i}`, income }))).map((p) => p.value);

describe('shares in proportion to incomes', () => {
  it('divides the incomes in minor units by their greatest common divisor', () => {
    expect(shares(4000, 6000)).toEqual([2, 3]);
    expect(shares(4200.5, 3100.01)).toEqual([420_050, 310_001]);
    expect(shares(5000, 0, 2500)).toEqual([2, 0, 1]);
    expect(shares(0.1, 0.3)).toEqual([1, 3]);
  });

  it('scales incomes whose shares would exceed the largest share, the largest exactly', () => {
    expect(shares(25_000.01, 10_000)).toEqual([MAX_SPLIT_SHARE, 400_000]);
    // A member with an income keeps one share rather than rounding out of the split.
    expect(shares(999_999_999.99, 0.01)).toEqual([MAX_SPLIT_SHARE, 1]);
  });

  it('names what cannot make a split', () => {
    const of = (...incomes: number[]) =>
      incomesProblem(incomes.map((income, i) => ({ userId: `u${i}`, income })));
    expect(of()).toBe('Enter at least one income');
    expect(of(0, 0)).toBe('At least one income must be above 0');
    expect(of(-1, 5)).toBe('Incomes cannot be negative');
    expect(of(1.005)).toBe('Incomes have at most two decimals');
    expect(of(1_000_000_000)).toMatch(/^Incomes are at most/);
    expect(of(1.1, 0)).toBeNull();
  });

  it('always gives whole shares the split arithmetic accepts, in the incomes proportion', () => {
    const cents = fc.integer({ min: 0, max: 99_999_999_999 });
    fc.assert(
      fc.property(fc.array(cents, { minLength: 1, maxLength: 6 }), (minors) => {
        fc.pre(minors.some((minor) => minor > 0));
        const parts = minors.map((minor, i) => ({ userId: `u${i}`, income: minor / 100 }));
        expect(incomesProblem(parts)).toBeNull();
        const result = sharesFromIncomes(parts);
        expect(splitProblem(10_000, SplitMethod.Shares, result)).toBeNull();
        const largest = Math.max(...minors);
        const top = Math.max(...result.map((part) => part.value));
        result.forEach((part, i) => {
          // Within half a share of the exact proportion to the largest income, except that an
          // income too small for half a share still gets one.
          const exact = ((minors[i] ?? 0) * top) / largest;
          if ((minors[i] ?? 0) > 0) expect(part.value).toBeGreaterThanOrEqual(1);
          const slack = exact < 0.5 && (minors[i] ?? 0) > 0 ? 1 : 0.5;
          expect(Math.abs(part.value - exact)).toBeLessThanOrEqual(slack + 1e-6);
        });
      }),
    );
  });
});
