import { currencies, currencyCode } from '@budget/contract';
import { currentLocale } from './preferences/preferences-store.ts';

/** What the screens show for an amount or currency they cannot read. */
export const MISSING_AMOUNT = 'N/A';

// Building an Intl.NumberFormat is far costlier than using one; a 500-row page formats 500
// values, so one formatter is built per locale and page load.
const formatters = new Map<string, Intl.NumberFormat>();

function formatterFor(locale: string | undefined): Intl.NumberFormat {
  const key = locale ?? '';
  let formatter = formatters.get(key);
  if (!formatter) {
    // Every currency travels with two decimals (docs/product.md), even those Intl writes
    // without (JPY, HUF): showing fewer would hide part of the stored amount.
    formatter = new Intl.NumberFormat(locale, {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

export function isKnownCurrency(currency: unknown): currency is number {
  return typeof currency === 'number' && Number.isInteger(currency) && currency in currencies;
}

/** Digits as the chosen locale (or, with none chosen in Settings, the browser's) writes them. */
export function formatAmount(amount: number): string {
  return formatterFor(currentLocale()).format(amount);
}

/**
 * The one way money is written: the amount in the locale's digits, then the ISO code, e.g.
 * '-1,234.50 PLN' or '-1 234,50 PLN'. The dashboard's total is specified as '... PLN', and
 * Intl's symbols differ by locale ('zł', 'PLN', '$', 'US$'), so every screen writes the code
 * after the amount as the total does.
 */
export function formatMoney(
  amount: number | null | undefined,
  currency: number | null | undefined,
): string {
  if (typeof amount !== 'number' || !Number.isFinite(amount) || !isKnownCurrency(currency)) {
    return MISSING_AMOUNT;
  }
  return `${formatAmount(amount)} ${currencyCode(currency)}`;
}

/**
 * Amounts travel as numbers with at most two decimals (docs/product.md, 'Data and enumerations').
 * Any arithmetic the browser must do happens on whole hundredths, where floats are exact.
 */
export function toMinorUnits(amount: number): number {
  return Math.round(amount * 100);
}

export function fromMinorUnits(minor: number): number {
  return minor / 100;
}
