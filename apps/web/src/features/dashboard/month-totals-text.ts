import type { MonthTotals } from '@budget/contract';
import { codeOf, currencyCodes, unconvertedNote } from '@/lib/budget-usage.ts';
import { formatMoney, fromMinorUnits, toMinorUnits } from '@/lib/money.ts';

/** Nothing came in or went out in either month: the section says so instead of zeros. */
export function noMoneyMoved(totals: MonthTotals): boolean {
  return totals.thisMonth.transactionCount === 0 && totals.lastMonth.transactionCount === 0;
}

/**
 * This month's spending against last month's, from the figures shown (in hundredths, where the
 * difference is exact): 'Spending so far is 12.50 PLN below last month's.' Null while last
 * month has nothing to compare with.
 */
export function spendingComparison(totals: MonthTotals): string | null {
  if (totals.lastMonth.transactionCount === 0) return null;
  const difference =
    toMinorUnits(totals.thisMonth.expenses) - toMinorUnits(totals.lastMonth.expenses);
  if (difference === 0) return "Spending so far is the same as last month's.";
  const amount = formatMoney(fromMinorUnits(Math.abs(difference)), totals.currency);
  return `Spending so far is ${amount} ${difference > 0 ? 'above' : 'below'} last month's.`;
}

/** The figures leave out currencies without a rate, and say so. */
export function monthTotalsNote(totals: MonthTotals): string | null {
  return unconvertedNote(
    'Amounts',
    currencyCodes(totals.unconvertedCurrencies),
    codeOf(totals.currency),
    'these figures',
  );
}
