import type { MonthTotals } from '@budget/contract';
import { codeOf, currencyCodes } from '@/lib/budget-usage.ts';
import { i18next } from '@/lib/i18n/i18n.ts';
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
  const ns = 'dashboard';
  if (difference === 0) return i18next.t('month.same', { ns });
  const amount = formatMoney(fromMinorUnits(Math.abs(difference)), totals.currency);
  return i18next.t(difference > 0 ? 'month.above' : 'month.below', { ns, amount });
}

/** The figures leave out currencies without a rate, and say so. */
export function monthTotalsNote(totals: MonthTotals): string | null {
  const codes = currencyCodes(totals.unconvertedCurrencies);
  if (codes.length === 0) return null;
  return i18next.t('month.unconverted', {
    ns: 'dashboard',
    codes: codes.join(', '),
    into: codeOf(totals.currency),
  });
}
