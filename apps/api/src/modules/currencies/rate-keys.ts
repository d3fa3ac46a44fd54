import { divide, rational, type Rational } from '../../lib/rational.ts';
import type { RateBook } from './rate-book.ts';

/** The rate key of amounts that need no conversion. */
export const SAME_CURRENCY = '=';
const NO_RATE = 'none';
const ONE = rational(1n);

/**
 * Which rates convert an amount of `from` on the day into `to`: the tables both rates come from.
 * Amounts with the same key convert at the same rate, so they may be added before converting
 * (docs/decisions.md, 'Budgets': exact conversion).
 */
export function rateKey(book: RateBook, from: number, to: number, day: string): string {
  if (from === to) return SAME_CURRENCY;
  return `${book.rateSource(from, day) ?? NO_RATE}>${book.rateSource(to, day) ?? NO_RATE}`;
}

/** Per book, per pair of currencies (their wire numbers, 0-35), per rate key. */
const factors = new WeakMap<RateBook, Map<number, Map<string, Rational | null>>>();

/**
 * What one unit of `from` stored under a rate key is worth in `to`, exactly; null without rates.
 * Kept per rate book (a book never changes: an import makes a new one), as budget lists and
 * reports convert the same few keys for every budget and request.
 */
export function keyFactor(book: RateBook, from: number, to: number, key: string): Rational | null {
  if (key === SAME_CURRENCY) return ONE;
  let pairs = factors.get(book);
  if (!pairs) factors.set(book, (pairs = new Map()));
  let known = pairs.get(from * 1000 + to);
  if (!known) pairs.set(from * 1000 + to, (known = new Map()));
  let factor = known.get(key);
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
    known.set(key, factor);
  }
  return factor;
}
