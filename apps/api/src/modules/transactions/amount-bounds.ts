import { Currency } from '@budget/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Rational } from '../../lib/rational.ts';
import type { RateBook } from '../currencies/rate-book.ts';
import { LAST_DAY } from '../reports/report-range.ts';
import { heldCurrencies, type CurrencyBounds } from './transactions.repository.ts';

/** The least whole number at or above the (non-negative) value. */
const ceiling = (value: Rational) => (value.num + value.den - 1n) / value.den;
const floor = (value: Rational) => value.num / value.den;

/**
 * The amount bounds asked for, in minor units of `currency` (PLN when none is named), as bounds
 * in each currency the groups hold: a transaction matches when its amount, converted at the
 * latest rates, is within them (docs/decisions.md, 'Finding transactions'). The conversion is
 * of the bounds, once per currency, so every row is still compared off the index. A currency
 * without a rate is left out: its amounts cannot be compared. Undefined without bounds.
 */
export async function amountBoundsPerCurrency(
  db: Kysely<Database>,
  book: RateBook | null,
  groupIds: string[],
  bounds: { min: number | undefined; max: number | undefined; currency: number | undefined },
): Promise<CurrencyBounds[] | undefined> {
  const { min, max } = bounds;
  if (!book || (min === undefined && max === undefined)) return undefined;
  const from = bounds.currency ?? Currency.PLN;
  const result: CurrencyBounds[] = [];
  for (const currency of await heldCurrencies(db, groupIds)) {
    const convert = (amount: number) => book.convertExact(BigInt(amount), from, currency, LAST_DAY);
    const low = min === undefined ? undefined : convert(min);
    const high = max === undefined ? undefined : convert(max);
    if (low === null || high === null) continue;
    result.push({
      currency,
      ...(low ? { min: Number(ceiling(low)) } : {}),
      ...(high ? { max: Number(floor(high)) } : {}),
    });
  }
  return result;
}
