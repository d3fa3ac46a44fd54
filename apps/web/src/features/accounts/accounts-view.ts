import { isKnownCurrency } from '@/lib/money.ts';

/**
 * The currency the accounts are converted into lives in the query string, so a reload or a shared
 * link keeps it: /accounts?currency=2. Without it (or with something unreadable) the display
 * currency of Settings applies.
 */
export const CURRENCY_PARAM = 'currency';

/** The currency number of the address, or null when there is none or it is no currency. */
export function parseCurrencyParam(params: URLSearchParams): number | null {
  const text = params.get(CURRENCY_PARAM)?.trim() ?? '';
  if (!/^\d{1,2}$/.test(text)) return null;
  const currency = Number(text);
  return isKnownCurrency(currency) ? currency : null;
}

/** The address's other parameters kept, the currency set. */
export function withCurrencyParam(params: URLSearchParams, currency: number): URLSearchParams {
  const next = new URLSearchParams(params);
  next.set(CURRENCY_PARAM, String(currency));
  return next;
}

/** The transactions screen's list of one group. */
export function transactionsHref(groupId: string): string {
  return `/transactions?${new URLSearchParams({ groupId }).toString()}`;
}
