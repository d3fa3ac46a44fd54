import { currencies, currencyCode } from '@budget/contract';
import { currentLocale } from './preferences/preferences-store.ts';

/** What the screens show for an amount or currency they cannot read. */
export const MISSING_AMOUNT = 'N/A';

// Building an Intl.NumberFormat is far costlier than using one; a 500-row page formats 500
// values, so each currency's formatter is built once per locale and page load.
const formatters = new Map<string, Intl.NumberFormat>();

function formatterFor(currency: number): Intl.NumberFormat {
  // No locale chosen in Settings: the browser's (undefined), as the product's screens say.
  const locale = currentLocale();
  const key = `${locale ?? ''}|${currency}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: currencyCode(currency),
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

export function isKnownCurrency(currency: unknown): currency is number {
  return typeof currency === 'number' && Number.isInteger(currency) && currency in currencies;
}

/** An amount in its currency, e.g. '-PLN 12.50' or '-12,50 zł' depending on the locale. */
export function formatMoney(
  amount: number | null | undefined,
  currency: number | null | undefined,
): string {
  if (typeof amount !== 'number' || !Number.isFinite(amount) || !isKnownCurrency(currency)) {
    return MISSING_AMOUNT;
  }
  return formatterFor(currency).format(amount);
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
