import { z } from 'zod';
import { PeriodType } from './enums.ts';

/** Recurrence frequency and budget period type (docs/product.md). */
export const periodTypeSchema = z.enum(PeriodType, {
  error: 'Period type must be 0 (Daily), 1 (Weekly), 2 (Monthly) or 3 (Yearly)',
});
