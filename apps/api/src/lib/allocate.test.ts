import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allocate, sumOf } from './allocate.ts';
import { rational, roundHalfAwayFromZero } from './rational.ts';

describe('allocate', () => {
  it('gives the units left to the largest remainders, ties by key', () => {
    const thirds = new Map([
      ['a', rational(100n, 3n)],
      ['b', rational(100n, 3n)],
      ['c', rational(100n, 3n)],
    ]);
    expect([...allocate(thirds, 100n)]).toEqual([
      ['a', 34n],
      ['b', 33n],
      ['c', 33n],
    ]);
    const signed = new Map([
      ['a', rational(-5n, 2n)],
      ['b', rational(5n, 2n)],
    ]);
    expect(allocate(signed, 0n)).toEqual(
      new Map([
        ['a', -2n],
        ['b', 2n],
      ]),
    );
  });

  it('adds up to the rounded sum, each part within one unit of its value', () => {
    const fraction = fc
      .tuple(
        fc.bigInt({ min: -(10n ** 12n), max: 10n ** 12n }),
        fc.bigInt({ min: 1n, max: 10n ** 6n }),
      )
      .map(([num, den]) => rational(num, den));
    fc.assert(
      fc.property(fc.array(fraction, { minLength: 1, maxLength: 12 }), (values) => {
        const exact = new Map(values.map((value, i) => [`m${i}`, value]));
        const total = roundHalfAwayFromZero(sumOf(exact.values()));
        const parts = allocate(exact, total);
        expect([...parts.values()].reduce((a, b) => a + b, 0n) === total).toBe(true);
        for (const [key, value] of exact) {
          const part = parts.get(key) ?? 0n;
          // |part - value| < 1
          expect((part * value.den - value.num) ** 2n < value.den ** 2n).toBe(true);
        }
      }),
    );
  });
});
