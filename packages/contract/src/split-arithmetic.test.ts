import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_SPLIT_SHARE, SplitMethod, splitAmount, splitProblem } from './split-arithmetic.ts';

const amounts = fc.integer({ min: 1, max: 99_999_999_999 });
const ids = fc.uniqueArray(fc.string({ minLength: 1, maxLength: 8 }), {
  minLength: 1,
  maxLength: 12,
});

/** Random valid parts for a method: weights, percentages summing to 100, or exact amounts. */
function partsFor(method: SplitMethod, amount: number) {
  return ids.chain((users) => {
    if (method === SplitMethod.Equal)
      return fc.constant(users.map((userId) => ({ userId, value: 0 })));
    if (method === SplitMethod.Shares)
      return fc
        .array(fc.integer({ min: 0, max: MAX_SPLIT_SHARE }), {
          minLength: users.length,
          maxLength: users.length,
        })
        .filter((values) => values.some((value) => value > 0))
        .map((values) => users.map((userId, i) => ({ userId, value: values[i] as number })));
    const whole = method === SplitMethod.Percentages ? 10_000 : amount;
    // Cut points of the whole into as many pieces as users (pieces may be 0).
    return fc
      .array(fc.integer({ min: 0, max: whole }), {
        minLength: users.length - 1,
        maxLength: users.length - 1,
      })
      .map((cuts) => {
        const points = [0, ...cuts.sort((a, b) => a - b), whole];
        return users.map((userId, i) => ({
          userId,
          value: ((points[i + 1] as number) - (points[i] as number)) / 100,
        }));
      });
  });
}

const cases = fc
  .tuple(amounts, fc.constantFrom(...Object.values(SplitMethod)))
  .chain(([amount, method]) =>
    partsFor(method, amount).map((parts) => ({ amount, method, parts })),
  );

describe('split arithmetic', () => {
  it('gives parts that always sum to the amount, each within a cent of its exact quota', () => {
    fc.assert(
      fc.property(cases, ({ amount, method, parts }) => {
        expect(splitProblem(amount, method, parts)).toBeNull();
        const split = splitAmount(amount, method, parts);
        expect(split.reduce((sum, part) => sum + part.minor, 0)).toBe(amount);
        const weights = parts.map((part) =>
          method === SplitMethod.Equal
            ? 1
            : method === SplitMethod.Shares
              ? part.value
              : Math.round(part.value * 100),
        );
        const total = weights.reduce((sum, weight) => sum + weight, 0);
        split.forEach((part, i) => {
          expect(part.minor).toBeGreaterThanOrEqual(0);
          const quota = (amount * (weights[i] as number)) / total;
          expect(Math.abs(part.minor - quota)).toBeLessThan(1 + 1e-6);
          if (weights[i] === 0) expect(part.minor).toBe(0);
        });
      }),
      { numRuns: 500 },
    );
  });

  it('gives each member the same part whatever the order the parts were entered in', () => {
    fc.assert(
      fc.property(
        cases.chain((c) =>
          fc
            .shuffledSubarray(c.parts, { minLength: c.parts.length })
            .map((shuffled) => ({ ...c, shuffled })),
        ),
        ({ amount, method, parts, shuffled }) => {
          const byUser = (list: { userId: string; minor: number }[]) =>
            Object.fromEntries(list.map((part) => [part.userId, part.minor]));
          expect(byUser(splitAmount(amount, method, shuffled))).toEqual(
            byUser(splitAmount(amount, method, parts)),
          );
        },
      ),
      { numRuns: 300 },
    );
  });

  it('splits equally to within one cent, the cent going by user id', () => {
    const parts = ['c', 'a', 'b'].map((userId) => ({ userId, value: 0 }));
    expect(splitAmount(100, SplitMethod.Equal, parts)).toEqual([
      { userId: 'c', minor: 33 },
      { userId: 'a', minor: 34 },
      { userId: 'b', minor: 33 },
    ]);
    expect(
      splitAmount(1001, SplitMethod.Shares, [
        { userId: 'a', value: 60 },
        { userId: 'b', value: 40 },
      ]),
    ).toEqual([
      { userId: 'a', minor: 601 },
      { userId: 'b', minor: 400 },
    ]);
  });

  it('names what is wrong with a split', () => {
    const two = (a: number, b: number) => [
      { userId: 'a', value: a },
      { userId: 'b', value: b },
    ];
    expect(splitProblem(100, SplitMethod.Percentages, two(60, 30))).toBe(
      'The percentages add up to 90%, not 100%',
    );
    expect(splitProblem(100, SplitMethod.Percentages, two(60.005, 39.995))).toBe(
      'Percentages have at most two decimals',
    );
    expect(splitProblem(1000, SplitMethod.Exact, two(6, 3))).toBe(
      'The parts add up to 9.00, not 10.00',
    );
    expect(splitProblem(1000, SplitMethod.Shares, two(0, 0))).toBe(
      'At least one share must be above 0',
    );
    expect(splitProblem(1000, SplitMethod.Shares, two(1.5, 1))).toContain('whole numbers');
    expect(splitProblem(1000, SplitMethod.Equal, [])).toBe(
      'Choose at least one member to share it',
    );
    expect(
      splitProblem(1000, SplitMethod.Equal, [
        { userId: 'a', value: 0 },
        { userId: 'a', value: 0 },
      ]),
    ).toBe('Each member may appear once in a split');
    expect(splitProblem(1000, SplitMethod.Exact, two(-1, 11))).toBe(
      'Split values cannot be negative',
    );
  });
});
