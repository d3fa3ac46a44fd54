import { Currency } from '@budget/contract';
import { expect, it } from 'vitest';
import { RateBook } from '../currencies/rate-book.ts';
import { ExactFigures } from './money-figures.ts';

const book = new RateBook([{ code: 'EUR', effectiveDate: '2024-01-02', mid: '4.3653' }]);

it('adds sums beyond the safe integers exactly, and converts each rate day once', () => {
  const figures = new ExactFigures();
  const big = Number.MAX_SAFE_INTEGER - 1;
  figures.add('total', Currency.PLN, '', big);
  figures.add('total', Currency.PLN, '', big);
  figures.add('total', Currency.PLN, '', 3);
  figures.add('total', Currency.EUR, '2024-01-02', 100);
  figures.add('total', Currency.EUR, '2024-01-02', 10n ** 20n);
  figures.add('other', Currency.EUR, '2024-01-02', -100);
  const values = figures.convert(book, Currency.PLN);
  const expected = 2n * BigInt(big) + 3n;
  const euros = (100n + 10n ** 20n) * 43653n;
  // Fractions are kept reduced: compared across.
  const total = values.get('total') ?? { num: 0n, den: 1n };
  expect(total.num * 10000n).toBe((expected * 10000n + euros) * total.den);
  const other = values.get('other') ?? { num: 0n, den: 1n };
  expect(other.num * 100n).toBe(-43653n * other.den);
});

it('leaves a currency without a rate out and says so', () => {
  const figures = new ExactFigures();
  figures.add('total', Currency.USD, '', 500);
  figures.add('total', Currency.PLN, '', 250);
  expect(figures.convert(book, Currency.PLN).get('total')).toEqual({ num: 250n, den: 1n });
  expect([...figures.unconverted]).toEqual([Currency.USD]);
});
