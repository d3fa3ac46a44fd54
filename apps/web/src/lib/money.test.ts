import { currencies } from '@budget/contract';
import { describe, expect, it } from 'vitest';
import { MISSING_AMOUNT, formatMoney, fromMinorUnits, toMinorUnits } from './money.ts';

describe('formatMoney', () => {
  it('writes the amount in the locale with two decimals, then the currency code', () => {
    const digits = (amount: number) =>
      new Intl.NumberFormat(undefined, { minimumFractionDigits: 2 }).format(amount);
    expect(formatMoney(-12.5, 2)).toBe(`${digits(-12.5)} EUR`);
    expect(formatMoney(1234.56, 0)).toBe(`${digits(1234.56)} PLN`);
    expect(formatMoney(7, 35)).toBe(`${digits(7)} XDR`);
  });

  it('keeps both decimals for currencies Intl writes without them', () => {
    const yen = currencies.findIndex((entry) => entry.code === 'JPY');
    const digits = new Intl.NumberFormat(undefined, { minimumFractionDigits: 2 }).format(12.5);
    expect(formatMoney(12.5, yen)).toBe(`${digits} JPY`);
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
