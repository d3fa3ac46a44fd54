import { Currency } from '@budget/contract';
import { describe, expect, it } from 'vitest';
import { RateBook } from '../currencies/rate-book.ts';
import { rateKey } from '../currencies/rate-keys.ts';
import { usageOf } from './budget-usage.ts';

describe('budget usage', () => {
  const book = new RateBook([
    { code: 'USD', effectiveDate: '2024-01-29', mid: '4' },
    { code: 'USD', effectiveDate: '2024-02-01', mid: '5' },
    { code: 'EUR', effectiveDate: '2024-01-29', mid: '4.5' },
  ]);

  it('keys amounts by the tables their conversion uses', () => {
    expect(rateKey(book, Currency.PLN, Currency.PLN, '2024-01-30')).toBe('=');
    expect(rateKey(book, Currency.USD, Currency.PLN, '2024-01-30')).toBe('2024-01-29>PLN');
    expect(rateKey(book, Currency.USD, Currency.PLN, '2024-02-03')).toBe('2024-02-01>PLN');
    expect(rateKey(book, Currency.LTL, Currency.USD, '2024-02-03')).toBe('2024-01-29>2024-02-01');
    expect(rateKey(book, Currency.RUB, Currency.PLN, '2024-02-03')).toBe('none>PLN');
  });

  it('converts keyed sums exactly, rounds once and reports what has no rate', () => {
    const usage = usageOf(
      book,
      { amount: 10_000, currency: Currency.PLN },
      { start: '2024-01-01', end: '2024-12-31' },
      [
        { currency: Currency.PLN, rate_key: '=', amount: 1_000 },
        { currency: Currency.USD, rate_key: '2024-01-29>PLN', amount: 1_001 }, // 10.01 USD x 4 = 40.04
        { currency: Currency.USD, rate_key: '2024-02-01>PLN', amount: 333 }, // 3.33 USD x 5 = 16.65
        { currency: Currency.RUB, rate_key: 'none>PLN', amount: 5_000 },
      ],
    );
    expect(usage).toEqual({
      spent: 66.69,
      budgeted: 100,
      remaining: 33.31,
      percentUsed: 66.69,
      periodStart: '2024-01-01',
      periodEnd: '2024-12-31',
      unconvertedCurrencies: [Currency.RUB],
    });
    const over = usageOf(
      book,
      { amount: 0, currency: Currency.EUR },
      { start: '2024-01-01', end: '2024-01-31' },
      [
        { currency: Currency.PLN, rate_key: 'PLN>2024-01-29', amount: 100 }, // 1 PLN / 4.5 = 0.2222 EUR
      ],
    );
    expect(over).toMatchObject({ spent: 0.22, budgeted: 0, remaining: -0.22, percentUsed: 0 });
  });
});
