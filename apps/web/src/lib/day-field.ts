import { isCalendarDate } from '@budget/contract';
import { z } from 'zod';
import { currentDateFormat } from './format-date.ts';
import { i18next } from './i18n/i18n.ts';

/**
 * A form's date (the contract's dateField: yyyy-MM-dd, what the date field holds for a day), its
 * message naming the format the user types days in, e.g. 'Date must be a valid date
 * (dd/MM/yyyy)'; the contract's own message when that is yyyy-MM-dd.
 */
export function dayField(requiredMessage = 'Date is required') {
  return z
    .string({ error: requiredMessage })
    .min(1, { error: requiredMessage, abort: true })
    .refine(isCalendarDate, {
      error: () => i18next.t('field.dateInvalid', { format: currentDateFormat() }),
    });
}
