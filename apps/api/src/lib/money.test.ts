import { describe, expect, it } from 'vitest';
import { amountField } from '@budget/contract';
import { MAX_AMOUNT, fromMinorUnits, toMinorUnits } from './money.ts';
import { add, divide, parseDecimal, rational, roundHalfAwayFromZero } from './rational.ts';

describe('money in minor units', () => {
  it('adds 0.1 and 0.2 to exactly 0.3', () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    const sum = toMinorUnits(0.1) + toMinorUnits(0.2);
    expect(sum).toBe(30);
    expect(fromMinorUnits(sum)).toBe(0.3);
    expect(JSON.stringify(fromMinorUnits(sum))).toBe('0.3');
  });

  it('reads amounts exactly where float multiplication would not', () => {
    expect(1.005 * 100).not.toBe(100.5);
    expect(toMinorUnits(1.1)).toBe(110);
    expect(toMinorUnits(19.99)).toBe(1999);
    expect(toMinorUnits(4.35)).toBe(435); // 4.35 * 100 = 434.99999999999994
    expect(toMinorUnits(-7.5)).toBe(-750);
    expect(toMinorUnits(0)).toBe(0);
  });

  it('reads whole hundredths to within floating-point error, as multipleOf 0.01 does', () => {
    expect(toMinorUnits(35 * 0.01)).toBe(35); // 0.35000000000000003
    expect(toMinorUnits(0.1 + 0.2)).toBe(30); // 0.30000000000000004
    expect(toMinorUnits(5e-324)).toBe(0);
    expect(Object.is(toMinorUnits(-0), 0)).toBe(true);
    for (const amount of [1.234, 1.005, 0.001, 12.345, Number.NaN, Infinity, 1e21]) {
      expect(() => toMinorUnits(amount), String(amount)).toThrow(RangeError);
    }
  });

  it('converts exactly every amount the contract accepts, and refuses the others', () => {
    const field = amountField({ positive: false });
    const hundredths = [0, 1, 7, 35, 57, 123_457, 99_999_999_999];
    for (let k = 0; k < 20_000; k += 1) hundredths.push(k);
    for (let i = 0; i < 20_000; i += 1) hundredths.push(Math.floor(Math.random() * 99_999_999_999));
    for (const k of hundredths) {
      // Both the nearest double and the product a fuzzer computes from multipleOf.
      for (const amount of [k / 100, k * 0.01]) {
        expect(field.safeParse(amount).success, String(amount)).toBe(true);
        expect(toMinorUnits(amount), String(amount)).toBe(k);
      }
      const between = (k + 0.5) / 100;
      if (between <= MAX_AMOUNT) {
        expect(field.safeParse(between).success, String(between)).toBe(false);
        expect(() => toMinorUnits(between), String(between)).toThrow(RangeError);
      }
    }
  });

  it('keeps very large amounts exact', () => {
    expect(toMinorUnits(MAX_AMOUNT)).toBe(99_999_999_999);
    expect(fromMinorUnits(99_999_999_999)).toBe(999_999_999.99);
    const million = 1_000_000n * 99_999_999_999n; // a million maximal transactions
    expect(million.toString()).toBe('99999999999000000');
    expect(() => fromMinorUnits(million)).toThrow(RangeError); // beyond 2^53: refused, not rounded
    expect(fromMinorUnits(2n ** 53n - 1n)).toBe(90_071_992_547_409.91);
  });
});

describe('rational arithmetic', () => {
  it('rounds half away from zero', () => {
    expect(roundHalfAwayFromZero(rational(5n, 2n))).toBe(3n);
    expect(roundHalfAwayFromZero(rational(-5n, 2n))).toBe(-3n);
    expect(roundHalfAwayFromZero(rational(249n, 100n))).toBe(2n);
    expect(roundHalfAwayFromZero(rational(-251n, 100n))).toBe(-3n);
    expect(roundHalfAwayFromZero(rational(1n, 3n))).toBe(0n);
  });

  it('parses decimals and divides exactly', () => {
    expect(parseDecimal('4.0326')).toEqual({ num: 20163n, den: 5000n });
    const third = divide(rational(1n), rational(3n));
    expect(add(add(third, third), third)).toEqual({ num: 1n, den: 1n });
  });
});
