import { z } from 'zod';
import { currencyCount } from './currencies.ts';

/** The largest amount one transaction or budget may hold. */
export const MAX_AMOUNT = 999_999_999.99;

const TWO_DECIMALS = /^-?\d+(?:\.\d{1,2})?$/;

/** A finite number written with at most two decimals (1, 1.5, 0.01; not 0.001 or 1e21). */
export function hasAtMostTwoDecimals(amount: number): boolean {
  return Number.isFinite(amount) && TWO_DECIMALS.test(String(amount));
}

export const currencyField = z
  .number({ error: 'Select currency' })
  .int('Select currency')
  .min(0, 'Select currency')
  .max(currencyCount - 1, 'Select currency');

/** An amount on the wire: a number with at most two decimals. */
export function amountField(options: { positive: boolean }) {
  const base = z.number({ error: 'Value must be a number' });
  const bounded = options.positive
    ? base.gt(0, 'Value must be greater than 0')
    : base.min(0, 'Amount must be non-negative');
  return bounded
    .max(MAX_AMOUNT, `Value must be at most ${MAX_AMOUNT.toLocaleString('en-US')}`)
    .refine(hasAtMostTwoDecimals, 'Value can have at most 2 decimal places');
}

/** A sum in one currency (signed: expenses are negative). */
export const currencySumSchema = z.object({ currency: z.number().int(), amount: z.number() });
export type CurrencySum = z.infer<typeof currencySumSchema>;

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar date written yyyy-MM-dd. */
export function isCalendarDate(text: string): boolean {
  if (!DATE_PATTERN.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

export function dateField(requiredMessage = 'Date is required') {
  return z
    .string({ error: requiredMessage })
    .min(1, { error: requiredMessage, abort: true })
    .refine(isCalendarDate, 'Date must be a valid date (yyyy-MM-dd)');
}

/** Query parameters that may repeat (?id=a&id=b) arrive as a string or a list. */
export function repeatedParam<T extends z.ZodType>(item: T) {
  return z
    .union([item, z.array(item)])
    .optional()
    .transform((value) => (value === undefined ? [] : ([value].flat() as z.output<T>[])));
}
