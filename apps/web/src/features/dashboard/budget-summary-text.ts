import { currencyCode, type BudgetSummary } from '@budget/contract';
import { codeOf, currencyCodes } from '@/lib/budget-usage.ts';
import { i18next } from '@/lib/i18n/i18n.ts';
import { formatAmount, isKnownCurrency } from '@/lib/money.ts';

/**
 * The total with 2 decimals and ' PLN' (the summary's currency: the display currency chosen in
 * Settings, PLN by default; docs/product.md, 'Screens'), written as all money is, e.g.
 * '1,234.50 PLN'.
 */
export function totalBudgetsText(summary: Pick<BudgetSummary, 'total' | 'currency'>): string {
  const code = isKnownCurrency(summary.currency) ? currencyCode(summary.currency) : 'PLN';
  return `${formatAmount(summary.total)} ${code}`;
}

/** '{n} active budget(s)' (in Polish '2 aktywne budżety'). */
export function activeBudgetsText(count: number): string {
  return i18next.t('total.active', { ns: 'dashboard', count });
}

/** Budgets in a currency without a rate are left out of the total, and we say so. */
export function summaryNote(
  summary: Pick<BudgetSummary, 'unconvertedCurrencies' | 'currency'>,
): string | null {
  const codes = currencyCodes(summary.unconvertedCurrencies);
  if (codes.length === 0) return null;
  return i18next.t('total.unconverted', {
    ns: 'dashboard',
    codes: codes.join(', '),
    into: codeOf(summary.currency),
  });
}
