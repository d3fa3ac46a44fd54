import { describe, expect, it } from 'vitest';
import { amountBoxText, hasLongFraction, readAmount, readAmountOr } from './amount-text.ts';
import { setLanguage } from './i18n/i18n.ts';

describe('readAmount', () => {
  it('reads a point or a comma as the decimal separator', () => {
    expect(readAmount('23.47')).toBe(23.47);
    expect(readAmount('23,47')).toBe(23.47);
    expect(readAmount(' 15,99 ')).toBe(15.99);
    expect(readAmount(',5')).toBe(0.5);
    expect(readAmount('-12,30')).toBe(-12.3);
  });

  it('allows spaces between groups of three digits, as Polish writes thousands', () => {
    expect(readAmount('1 234,56')).toBe(1234.56);
    expect(readAmount('1\u00a0234.5')).toBe(1234.5);
    expect(readAmount('12 345 678')).toBe(12345678);
  });

  it('reads both separators as banks write them: groups by the one, decimals by the other', () => {
    expect(readAmount('1.234,56')).toBe(1234.56);
    expect(readAmount('1,234.56')).toBe(1234.56);
    expect(readAmount('-12.345.678,9')).toBe(-12345678.9);
  });

  it('refuses what it could only guess at, rather than read another amount', () => {
    const guesses = ['12a', '1e3', '0x10', '', '-', '1,2,3', '1.234.56', '1,234,5', '1.23,45'];
    // Spaces elsewhere than between groups of three: '12 15' is no 1215.
    guesses.push('12 15', '0,5 1', '1 2,3');
    // A thousand in one language, 1 in another: never saved a thousand times too small.
    guesses.push('1,000', '2.500', '12,300', '99.999');
    for (const text of guesses) expect(readAmount(text), text).toBeNaN();
    expect(hasLongFraction('1,000')).toBe(true);
    expect(hasLongFraction('1,00')).toBe(false);
  });

  it('reads an empty box as the value asked for', () => {
    expect(readAmountOr('  ', 0)).toBe(0);
    expect(readAmountOr('', Number.NaN)).toBeNaN();
    expect(readAmountOr('7,5', 0)).toBe(7.5);
  });

  it('starts a box in the interface language, which it reads back', async () => {
    expect(amountBoxText(1234.56)).toBe('1234.56');
    // Cents written out, as the amount is shown; a whole amount without them.
    expect(amountBoxText(250.1)).toBe('250.10');
    expect(amountBoxText(250)).toBe('250');
    await setLanguage('pl');
    try {
      expect(amountBoxText(1234.56)).toBe('1234,56');
      expect(amountBoxText(-0.5)).toBe('-0,50');
      expect(readAmount(amountBoxText(1234.56))).toBe(1234.56);
    } finally {
      await setLanguage('en');
    }
  });
});
