/**
 * The 36 currencies, in wire order (PLN = 0 ... XDR = 35).
 * Labels have the form 'CODE - Name'.
 */
export const currencies = [
  { code: 'PLN', name: 'Polish Zloty' },
  { code: 'USD', name: 'US Dollar' },
  { code: 'EUR', name: 'Euro' },
  { code: 'GBP', name: 'British Pound' },
  { code: 'CHF', name: 'Swiss Franc' },
  { code: 'JPY', name: 'Japanese Yen' },
  { code: 'AUD', name: 'Australian Dollar' },
  { code: 'CAD', name: 'Canadian Dollar' },
  { code: 'NZD', name: 'New Zealand Dollar' },
  { code: 'CNY', name: 'Chinese Yuan' },
  { code: 'SEK', name: 'Swedish Krona' },
  { code: 'NOK', name: 'Norwegian Krone' },
  { code: 'DKK', name: 'Danish Krone' },
  { code: 'RUB', name: 'Russian Ruble' },
  { code: 'TRY', name: 'Turkish Lira' },
  { code: 'HUF', name: 'Hungarian Forint' },
  { code: 'CZK', name: 'Czech Koruna' },
  { code: 'HRK', name: 'Croatian Kuna' },
  { code: 'RON', name: 'Romanian Leu' },
  { code: 'BGN', name: 'Bulgarian Lev' },
  { code: 'ZAR', name: 'South African Rand' },
  { code: 'MXN', name: 'Mexican Peso' },
  { code: 'BRL', name: 'Brazilian Real' },
  { code: 'SGD', name: 'Singapore Dollar' },
  { code: 'HKD', name: 'Hong Kong Dollar' },
  { code: 'ILS', name: 'Israeli New Shekel' },
  { code: 'INR', name: 'Indian Rupee' },
  { code: 'IDR', name: 'Indonesian Rupiah' },
  { code: 'THB', name: 'Thai Baht' },
  { code: 'PHP', name: 'Philippine Peso' },
  { code: 'CLP', name: 'Chilean Peso' },
  { code: 'MYR', name: 'Malaysian Ringgit' },
  { code: 'UAH', name: 'Ukrainian Hryvnia' },
  { code: 'LTL', name: 'Lithuanian Litas (deprecated, replaced by EUR)' },
  { code: 'LVL', name: 'Latvian Lats (deprecated, replaced by EUR)' },
  { code: 'XDR', name: 'Special Drawing Rights (IMF)' },
] as const;

export type CurrencyCode = (typeof currencies)[number]['code'];

/** Currency as on the wire: its index in `currencies`. */
export const Currency = Object.fromEntries(currencies.map((c, index) => [c.code, index])) as {
  readonly [K in CurrencyCode]: number;
};
export type Currency = number;

export const DEFAULT_CURRENCY = 0; // PLN

export const currencyCount = currencies.length;

export function currencyCode(currency: number): CurrencyCode {
  const entry = currencies[currency];
  if (!entry) throw new RangeError(`Unknown currency ${currency}`);
  return entry.code;
}

export function currencyLabel(currency: number): string {
  const entry = currencies[currency];
  if (!entry) throw new RangeError(`Unknown currency ${currency}`);
  return `${entry.code} - ${entry.name}`;
}
