import { AMOUNT_DECIMALS } from '@budget/contract';
import { z } from 'zod';
import { hasLongFraction, readAmountOr } from './amount-text.ts';

/**
 * A value box's text as the number the contract's amount rules then check (lib/amount-text.ts
 * reads it; `empty`: what an empty box is, 0 or NaN where one is required). More than two digits
 * after the separator ('1,000') is said as such, not as 'Value must be a number'.
 */
export function amountText(empty: number) {
  return z
    .string()
    .refine((text) => !hasLongFraction(text), { error: AMOUNT_DECIMALS, abort: true })
    .transform((text) => readAmountOr(text, empty));
}
