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

const factors = new WeakMap<RateBook, Map<string, Rational | null>>();

/**
 * What one unit of `from` stored under a rate key is worth in `to`, exactly; null without rates.
 * Kept per rate book (a book never changes: an import makes a new one), as budget lists and
 * reports convert the same few keys for every budget and request.
 */
function keyFactor(book: RateBook, from: number, to: number, key: string): Rational | null {
  let known = factors.get(book);
  if (!known) factors.set(book, (known = new Map()));
  const id = `${from}|${to}|${key}`;
  let factor = known.get(id);
  if (factor === undefined) {
    const [fromSource, toSource] = key.split('>') as [string, string];
    // A source is the effective date of a table (or 'PLN'), so the rate on that date is that table's.
    const fromRate =
      fromSource === NO_RATE
        ? null
        : book.plnPerUnit(from, fromSource === 'PLN' ? '0000-01-01' : fromSource);
    const toRate =
      toSource === NO_RATE
        ? null
        : book.plnPerUnit(to, toSource === 'PLN' ? '0000-01-01' : toSource);
    factor = fromRate && toRate ? divide(fromRate, toRate) : null;
    known.set(id, factor);
  }
  return factor;
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
  const factor = keyFactor(book, from, to, key);
  return factor ? multiply(rational(amount), factor) : null;
}
