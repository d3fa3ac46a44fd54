import { Currency } from '@budget/contract';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { convertTotal } from './conversion.ts';
import { RateBook, type RateRow } from './rate-book.ts';

const table = JSON.parse(
  readFileSync(new URL('./seed/nbp-table-a-2024-01-29.json', import.meta.url), 'utf8'),
) as { effectiveDate: string; rates: { code: string; mid: number }[] }[];
const seeded: RateRow[] = table.flatMap((t) =>
  t.rates.map((r) => ({ code: r.code, effectiveDate: t.effectiveDate, mid: String(r.mid) })),
);

describe('currency conversion', () => {
  const book = new RateBook([
    ...seeded,
    { code: 'USD', effectiveDate: '2024-02-05', mid: '4.0000' },
  ]);

  it('converts through PLN mid rates of NBP table A', () => {
    // 100.00 USD at 4.0326 PLN = 403.26 PLN
    expect(book.convert(10_000n, Currency.USD, Currency.PLN, '2024-01-29')).toBe(40_326n);
    // 403.26 PLN back to USD
    expect(book.convert(40_326n, Currency.PLN, Currency.USD, '2024-01-29')).toBe(10_000n);
    // 100.00 EUR -> USD: 100 * 4.3653 / 4.0326 = 108.2502... -> 108.25
    expect(book.convert(10_000n, Currency.EUR, Currency.USD, '2024-01-29')).toBe(10_825n);
  });

  it('uses the rate of the date, or the nearest earlier table', () => {
    expect(book.convert(10_000n, Currency.USD, Currency.PLN, '2024-02-04')).toBe(40_326n);
    expect(book.convert(10_000n, Currency.USD, Currency.PLN, '2024-02-05')).toBe(40_000n);
    expect(book.convert(10_000n, Currency.USD, Currency.PLN, '2030-01-01')).toBe(40_000n);
    // Before the first table, the first table is the closest known rate.
    expect(book.convert(10_000n, Currency.USD, Currency.PLN, '2015-06-01')).toBe(40_326n);
  });

  it('converts LTL, LVL and HRK at their fixed euro rates', () => {
    // 345.28 LTL = 100 EUR = 436.53 PLN
    expect(book.convert(34_528n, Currency.LTL, Currency.PLN, '2024-01-29')).toBe(43_653n);
    expect(book.convert(7_028n, Currency.LVL, Currency.EUR, '2024-01-29')).toBe(10_000n); // 70.28 LVL = 99.9994 EUR -> 100.00
    expect(book.convert(75_345n, Currency.HRK, Currency.EUR, '2024-01-29')).toBe(10_000n);
  });

  it('has no rate for a currency missing from every table', () => {
    expect(book.convert(100n, Currency.RUB, Currency.PLN, '2024-01-29')).toBeNull();
    expect(book.convert(100n, Currency.RUB, Currency.RUB, '2024-01-29')).toBe(100n);
  });

  it('adds exact values and rounds once, reporting what it could not convert', () => {
    // Three times 0.01 USD = 0.040326 PLN each; rounding each would give 0.12, exactly it is 0.120978 -> 0.12
    const sums = [
      { currency: Currency.USD, date: '2024-01-29', amountMinor: 1n },
      { currency: Currency.USD, date: '2024-01-29', amountMinor: 1n },
      { currency: Currency.USD, date: '2024-01-29', amountMinor: 1n },
      { currency: Currency.PLN, date: '2024-01-29', amountMinor: -250n },
      { currency: Currency.RUB, date: '2024-01-29', amountMinor: 999n },
    ];
    expect(convertTotal(book, sums, Currency.PLN)).toEqual({
      totalMinor: -238n,
      unconverted: [Currency.RUB],
    });
    // Half a cent rounds away from zero: 0.005 PLN exactly -> 0.01
    const half = new RateBook([{ code: 'USD', effectiveDate: '2024-01-01', mid: '0.5' }]);
    expect(
      convertTotal(
        half,
        [{ currency: Currency.USD, date: '2024-01-01', amountMinor: 1n }],
        Currency.PLN,
      ).totalMinor,
    ).toBe(1n);
    expect(
      convertTotal(
        half,
        [{ currency: Currency.USD, date: '2024-01-01', amountMinor: -1n }],
        Currency.PLN,
      ).totalMinor,
    ).toBe(-1n);
  });
});
