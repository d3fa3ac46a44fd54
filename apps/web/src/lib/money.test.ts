import { describe, expect, it } from 'vitest';
import { MISSING_AMOUNT, formatMoney, fromMinorUnits, toMinorUnits } from './money.ts';

describe('formatMoney', () => {
  it('formats with the currency of the amount in the browser locale', () => {
    const format = (amount: number, code: string) =>
      new Intl.NumberFormat(undefined, { style: 'currency', currency: code }).format(amount);
    expect(formatMoney(-12.5, 2)).toBe(format(-12.5, 'EUR'));
    expect(formatMoney(1234.56, 0)).toBe(format(1234.56, 'PLN'));
    expect(formatMoney(7, 35)).toBe(format(7, 'XDR'));
  });

  it("says 'N/A' for a missing amount or an unknown currency", () => {
    expect(formatMoney(null, 0)).toBe(MISSING_AMOUNT);
    expect(formatMoney(undefined, 0)).toBe(MISSING_AMOUNT);
    expect(formatMoney(Number.NaN, 0)).toBe(MISSING_AMOUNT);
    expect(formatMoney(1, 36)).toBe(MISSING_AMOUNT);
    expect(formatMoney(1, null)).toBe(MISSING_AMOUNT);
  });
});

describe('minor units', () => {
  it('turns two-decimal amounts into exact hundredths and back', () => {
    expect(toMinorUnits(0.1) + toMinorUnits(0.2)).toBe(toMinorUnits(0.3));
    expect(fromMinorUnits(toMinorUnits(0.1) + toMinorUnits(0.2))).toBe(0.3);
    expect(toMinorUnits(-19.99)).toBe(-1999);
    expect(toMinorUnits(999_999_999.99)).toBe(99_999_999_999);
  });
});
