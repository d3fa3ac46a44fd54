import { add, rational, roundHalfAwayFromZero, type Rational } from '../../lib/rational.ts';
import type { RateBook } from './rate-book.ts';

/** A sum of amounts in one currency that share the rate of one date. */
export interface DatedSum {
  currency: number;
  date: string;
  amountMinor: bigint | number;
}

export interface ConvertedTotal {
  /** Minor units of the target currency, rounded once at the end. */
  totalMinor: bigint;
  /** Currencies whose amounts could not be converted and are left out of the total. */
  unconverted: number[];
}

/**
 * Converts and adds sums exactly: each sum at its own date's rate, the exact fractions added,
 * and only the total rounded (half away from zero). Amounts without a rate are reported, not
 * silently dropped.
 */
export function convertTotal(book: RateBook, sums: Iterable<DatedSum>, to: number): ConvertedTotal {
  let total: Rational = rational(0n);
  const unconverted = new Set<number>();
  for (const sum of sums) {
    const exact = book.convertExact(BigInt(sum.amountMinor), sum.currency, to, sum.date);
    if (exact) total = add(total, exact);
    else unconverted.add(sum.currency);
  }
  return {
    totalMinor: roundHalfAwayFromZero(total),
    unconverted: [...unconverted].sort((a, b) => a - b),
  };
}
