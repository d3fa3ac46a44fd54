import { AMOUNT_DECIMALS } from '@budget/contract';
import { z } from 'zod';
import { hasLongFraction, readAmount } from './amount-text.ts';

/**
 * A value box's text as the number the contract's amount rules then check (lib/amount-text.ts
 * reads it; `empty`: what an empty box is: 0, NaN where one is required, null where it may stay
 * empty). More than two digits
 * after the separator ('1,000') is said as such, not as 'Value must be a number'.
 */
export function amountText<Empty extends number | null>(empty: Empty) {
  return z
    .string()
    .refine((text) => !hasLongFraction(text), { error: AMOUNT_DECIMALS, abort: true })
    .transform((text): number | Empty => (text.trim() === '' ? empty : readAmount(text)));
}
