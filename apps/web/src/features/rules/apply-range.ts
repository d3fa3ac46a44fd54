import { isCalendarDate } from '@budget/contract';
import { z } from 'zod';
import { todayIn } from '@/lib/format-date.ts';
import { i18next } from '@/lib/i18n/i18n.ts';

/** Written when the check fails, in the language shown then. */
const text = (key: 'range.invalidDate' | 'range.backwards') => () =>
  i18next.t(key, { ns: 'rules' });

const day = z.string().refine((value) => value === '' || isCalendarDate(value), {
  error: text('range.invalidDate'),
});

/** From and To of 'Apply to existing transactions': days (yyyy-MM-dd), '' for an open end. */
export const applyRangeSchema = z
  .object({ from: day, to: day })
  .refine((range) => !range.from || !range.to || range.from <= range.to, {
    error: text('range.backwards'),
    path: ['to'],
  });
export type ApplyRange = z.infer<typeof applyRangeSchema>;

/** The same day a year before (28 February for 29 February). */
function yearBefore(dayText: string): string {
  const year = Number(dayText.slice(0, 4)) - 1;
  const monthDay = dayText.slice(4);
  const candidate = `${String(year).padStart(4, '0')}${monthDay}`;
  return isCalendarDate(candidate) ? candidate : `${String(year).padStart(4, '0')}-02-28`;
}

/** The last 12 months up to today in the group's time zone. */
export function defaultApplyRange(timeZone: string | undefined): ApplyRange {
  const today = todayIn(timeZone);
  return { from: yearBefore(today), to: today };
}
