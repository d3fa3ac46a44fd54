import { divide, multiply, rational, type Rational } from '../../lib/rational.ts';
import type { RateBook } from './rate-book.ts';

/** The rate key of amounts that need no conversion. */
export const SAME_CURRENCY = '=';
const NO_RATE = 'none';

/**
 * Which rates convert an amount of `from` on the day into `to`: the tables both rates come from.
 * Amounts with the same key convert at the same rate, so they may be added before converting
 * (docs/decisions.md, Budgets: exact conversion).
 */
export function rateKey(book: RateBook, from: number, to: number, day: string): string {
  if (from === to) return SAME_CURRENCY;
  return `${book.rateSource(from, day) ?? NO_RATE}>${book.rateSource(to, day) ?? NO_RATE}`;
}

/** The exact value of an amount stored under a rate key, in `to`; null without rates. */
export function convertKeyed(
  book: RateBook,
  amount: bigint,
  from: number,
  to: number,
  key: string,
): Rational | null {
  if (key === SAME_CURRENCY) return rational(amount);
  const [fromSource, toSource] = key.split('>') as [string, string];
  if (fromSource === NO_RATE || toSource === NO_RATE) return null;
  // A source is the effective date of a table (or 'PLN'), so the rate on that date is that table's.
  const fromRate = book.plnPerUnit(from, fromSource === 'PLN' ? '0000-01-01' : fromSource);
  const toRate = book.plnPerUnit(to, toSource === 'PLN' ? '0000-01-01' : toSource);
  if (!fromRate || !toRate) return null;
  return divide(multiply(rational(amount), fromRate), toRate);
}
