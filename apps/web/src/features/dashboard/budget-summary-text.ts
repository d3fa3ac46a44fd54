import { currencyCode, type BudgetSummary } from '@budget/contract';
import { codeOf, currencyCodes, unconvertedNote } from '@/lib/budget-usage.ts';
import { isKnownCurrency } from '@/lib/money.ts';
import { currentLocale } from '@/lib/preferences/preferences-store.ts';

const totalFormatters = new Map<string, Intl.NumberFormat>();

/**
 * The total with 2 decimals and ' PLN' (the summary's currency: the display currency chosen in
 * Settings, PLN by default; docs/product.md, 'Screens'), digits grouped as the chosen locale (or
 * the browser's) does, e.g. '1,234.50 PLN'.
 */
export function totalBudgetsText(summary: Pick<BudgetSummary, 'total' | 'currency'>): string {
  const locale = currentLocale();
  let totalFormatter = totalFormatters.get(locale ?? '');
  if (!totalFormatter) {
    totalFormatter = new Intl.NumberFormat(locale, {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    totalFormatters.set(locale ?? '', totalFormatter);
  }
  const code = isKnownCurrency(summary.currency) ? currencyCode(summary.currency) : 'PLN';
  return `${totalFormatter.format(summary.total)} ${code}`;
}

/** '{n} active budget(s)'. */
export function activeBudgetsText(count: number): string {
  return `${count} active budget(s)`;
}

/** Budgets in a currency without a rate are left out of the total, and we say so. */
export function summaryNote(
  summary: Pick<BudgetSummary, 'unconvertedCurrencies' | 'currency'>,
): string | null {
  return unconvertedNote(
    'Budgets',
    currencyCodes(summary.unconvertedCurrencies),
    codeOf(summary.currency),
    'the total',
  );
}
