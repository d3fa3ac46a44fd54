import { currencyCode, type Budget, type BudgetUsage } from '@budget/contract';
import { formatMoney, isKnownCurrency } from './money.ts';
import { currentLocale } from './preferences/preferences-store.ts';

/** What a budget card shows of the period it was listed with. */
export interface UsageFigures {
  /** Spent and budgeted in the budget's currency, written as all money is (formatMoney). */
  spent: string;
  budgeted: string;
  /** Remaining; carries a minus sign when over budget. */
  remaining: string;
  /** Percent used with one decimal, e.g. '45.5%' (or '45,5 %', per locale). */
  percent: string;
  /** The bar's width in percent: 0 to 100, however far over budget. */
  bar: number;
  /** Red (amount, remaining, bar) rather than green. */
  over: boolean;
  periodStart: string;
  periodEnd: string;
  /** Codes of expense currencies that could not be converted, left out of spent. */
  unconverted: string[];
  /** The budget's currency code, which spent is converted into. */
  currency: string;
}

const percentFormatters = new Map<string, Intl.NumberFormat>();

/** Percent used has one decimal; the chosen locale (else the browser's) places the sign. */
export function formatPercent(percent: number): string {
  const locale = currentLocale();
  let formatter = percentFormatters.get(locale ?? '');
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, {
      style: 'unit',
      unit: 'percent',
      minimumFractionDigits: 1,
      maximumFractionDigits: 1,
    });
    percentFormatters.set(locale ?? '', formatter);
  }
  return formatter.format(percent);
}

/** The bar is capped at 100% (and never below 0). */
export function barWidth(percentUsed: number): number {
  if (!Number.isFinite(percentUsed)) return 0;
  return Math.min(100, Math.max(0, percentUsed));
}

/**
 * Over budget when percentUsed exceeds 100. A budget of 0 has percentUsed 0 (docs/product.md,
 * 'Screens') even with money spent, so a negative remaining counts as over budget as well.
 */
export function isOverBudget(usage: Pick<BudgetUsage, 'percentUsed' | 'remaining'>): boolean {
  return usage.percentUsed > 100 || usage.remaining < 0;
}

/** A currency's code for the note on money left out of a conversion (the number if unknown). */
export function codeOf(currency: number): string {
  return isKnownCurrency(currency) ? currencyCode(currency) : String(currency);
}

export function currencyCodes(currencies: readonly number[]): string[] {
  return currencies.map(codeOf);
}

/** The usage of the period a budget was listed with (the first entry), or null without one. */
export function firstUsage(budget: Budget): BudgetUsage | null {
  return budget.budgetUsages[0] ?? null;
}

export function usageFigures(budget: Budget): UsageFigures | null {
  const usage = firstUsage(budget);
  if (!usage) return null;
  const over = isOverBudget(usage);
  return {
    spent: formatMoney(usage.spent, budget.currency),
    budgeted: formatMoney(usage.budgeted, budget.currency),
    remaining: formatMoney(over ? -Math.abs(usage.remaining) : usage.remaining, budget.currency),
    percent: formatPercent(usage.percentUsed),
    bar: barWidth(usage.percentUsed),
    over,
    periodStart: usage.periodStart,
    periodEnd: usage.periodEnd,
    unconverted: currencyCodes(usage.unconvertedCurrencies),
    currency: codeOf(budget.currency),
  };
}

/**
 * A currency with no known rate is left out of a converted total (docs/decisions.md, 'Currencies'),
 * and the screen says so, e.g. 'Expenses in USD, EUR could not be converted into PLN (no exchange
 * rate) and are left out of the amount spent.' Naming the target matters: when it is the target
 * that has no rate, the listed currencies have rates of their own. Null when everything converted.
 */
export function unconvertedNote(
  what: string,
  codes: readonly string[],
  into: string,
  leftOutOf: string,
): string | null {
  if (codes.length === 0) return null;
  return `${what} in ${codes.join(', ')} could not be converted into ${into} (no exchange rate) and are left out of ${leftOutOf}.`;
}
