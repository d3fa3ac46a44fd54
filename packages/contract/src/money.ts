import { z } from 'zod';
import { CALENDAR_DATE } from './calendar-dates.ts';
import { Currency } from './currencies.ts';

/** The largest amount one transaction or budget may hold. */
export const MAX_AMOUNT = 999_999_999.99;

export const currencyField = z.enum(Currency, { error: 'Select currency' });

/** A currency in a query string: its number, as text. */
export const currencyParam = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value),
  z.enum(Currency, { error: 'currency must be one of the currency numbers 0-35' }).optional(),
);

/** Said of an amount with more than two decimals (a form's box, a body's number). */
export const AMOUNT_DECIMALS = 'Value can have at most 2 decimal places';

/**
 * An amount on the wire: a whole number of hundredths, stated as JSON Schema's multipleOf so the
 * OpenAPI document says it. It is read the way JSON Schema validators read it, to within
 * floating-point error: 35 x 0.01 is 0.35000000000000003 in binary, and counts as 0.35 (the
 * server rounds it to minor units). 1.005 or 0.001 are refused. Transactions start at 0.01.
 */
export function amountField(options: { positive: boolean }) {
  const base = z.number({ error: 'Value must be a number' });
  const bounded = options.positive
    ? base.min(0.01, 'Value must be greater than 0')
    : base.min(0, 'Amount must be non-negative');
  return bounded
    .max(MAX_AMOUNT, `Value must be at most ${MAX_AMOUNT.toLocaleString('en-US')}`)
    .multipleOf(0.01, AMOUNT_DECIMALS);
}

/** A sum in one currency (signed: expenses are negative). */
export const currencySumSchema = z.object({ currency: z.number().int(), amount: z.number() });
export type CurrencySum = z.infer<typeof currencySumSchema>;

export function dateField(requiredMessage = 'Date is required') {
  return z
    .string({ error: requiredMessage })
    .min(1, { error: requiredMessage, abort: true })
    .regex(CALENDAR_DATE, 'Date must be a valid date (yyyy-MM-dd)');
}

/** Query parameters that may repeat (?id=a&id=b) arrive as a string or a list. */
export function repeatedParam<T extends z.ZodType>(item: T) {
  return z
    .union([item, z.array(item)])
    .optional()
    .transform((value) => (value === undefined ? [] : ([value].flat() as z.output<T>[])));
}
