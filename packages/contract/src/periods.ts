import { z } from 'zod';
import { PeriodType } from './enums.ts';

/** Recurrence frequency and budget period type. */
export const periodTypeSchema = z.union(
  [
    z.literal(PeriodType.Daily),
    z.literal(PeriodType.Weekly),
    z.literal(PeriodType.Monthly),
    z.literal(PeriodType.Yearly),
  ],
  { error: 'Period type must be 0 (Daily), 1 (Weekly), 2 (Monthly) or 3 (Yearly)' },
);
