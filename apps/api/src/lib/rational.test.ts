import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { add, multiply, productSum, rational, roundHalfAwayFromZero } from './rational.ts';

// Small denominators share factors (and 1 often comes up); zero and negative factors too.
const factor = fc
  .tuple(
    fc.oneof(fc.bigInt({ min: -(10n ** 12n), max: 10n ** 12n }), fc.constantFrom(0n, 1n, -1n)),
    fc.oneof(fc.bigInt({ min: 1n, max: 10n ** 12n }), fc.constantFrom(1n, 2n, 4n, 10_000n)),
  )
  .map(([num, den]) => rational(num, den));
const term = fc.record({ amount: fc.bigInt({ min: -(10n ** 15n), max: 10n ** 15n }), factor });

describe('productSum', () => {
  it('equals adding each amount times its factor in turn, reduced', () => {
    fc.assert(
      fc.property(fc.array(term, { maxLength: 40 }), (terms) => {
        const sum = productSum();
        let expected = rational(0n);
        for (const { amount, factor } of terms) {
          sum.add(amount, factor);
          expected = add(expected, multiply(rational(amount), factor));
        }
        expect(sum.value()).toEqual(expected);
        expect(roundHalfAwayFromZero(sum.value())).toBe(roundHalfAwayFromZero(expected));
      }),
    );
  });

  it('keeps shared denominators as they are and rounds the total once', () => {
    const sum = productSum();
    // 1 x 4.0326 + 2 x 4.0326 + 1 x 0.5 = 12.5978 -> 13.
    sum.add(1n, rational(40_326n, 10_000n));
    sum.add(2n, rational(40_326n, 10_000n));
    sum.add(1n, rational(1n, 2n));
    expect(sum.value()).toEqual(rational(125_978n, 10_000n));
    expect(roundHalfAwayFromZero(sum.value())).toBe(13n);
    expect(productSum().value()).toEqual({ num: 0n, den: 1n });
  });
});

describe('rational', () => {
  it('reduces and keeps the sign on the numerator', () => {
    expect(rational(6n, -4n)).toEqual({ num: -3n, den: 2n });
    expect(rational(7n)).toEqual({ num: 7n, den: 1n });
  });
});
