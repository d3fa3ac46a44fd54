import type { BudgetUsage } from '@budget/contract';
import { fromMinorUnits } from '../../lib/money.ts';
import type { Period } from '../../lib/periods.ts';
import { productSum, roundHalfAwayFromZero } from '../../lib/rational.ts';
import type { RateBook } from '../currencies/rate-book.ts';
import { SAME_CURRENCY, keyFactor } from '../currencies/rate-keys.ts';

export interface SpendSum {
  currency: number;
  rate_key: string;
  amount: number | bigint;
}

/** A period's usage: spend converted exactly into the budget's currency and rounded once. */
export function usageOf(
  book: RateBook,
  budget: { amount: number; currency: number },
  period: Period,
  sums: SpendSum[],
): BudgetUsage {
  let same = 0n;
  const total = productSum();
  const unconverted = new Set<number>();
  // Amounts under one currency and key share a rate: added first, each sum converted once.
  const keyed = new Map<string, { currency: number; key: string; amount: bigint }>();
  for (const sum of sums) {
    const amount = BigInt(sum.amount);
    if (amount === 0n) continue;
    if (sum.rate_key === SAME_CURRENCY) {
      same += amount;
      continue;
    }
    const id = `${sum.currency}|${sum.rate_key}`;
    const entry = keyed.get(id);
    if (entry) entry.amount += amount;
    else keyed.set(id, { currency: Number(sum.currency), key: sum.rate_key, amount });
  }
  for (const { currency, key, amount } of keyed.values()) {
    if (amount === 0n) continue;
    const factor = keyFactor(book, currency, budget.currency, key);
    if (factor) total.add(amount, factor);
    else unconverted.add(currency);
  }
  const spentMinor = Number(same + roundHalfAwayFromZero(total.value()));
  const budgeted = Number(budget.amount);
  return {
    spent: fromMinorUnits(spentMinor),
    budgeted: fromMinorUnits(budgeted),
    remaining: fromMinorUnits(budgeted - spentMinor),
    percentUsed: budgeted === 0 ? 0 : (spentMinor / budgeted) * 100,
    periodStart: period.start,
    periodEnd: period.end,
    unconvertedCurrencies: [...unconverted].sort((a, b) => a - b),
  };
}
