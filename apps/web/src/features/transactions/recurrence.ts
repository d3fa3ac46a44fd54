import { PeriodType } from '@budget/contract';

/** 'Repeats' offers Never (no series) and the four periods. */
export const NEVER = -1;

/** The options' texts are the 'transactions' namespace's keys, translated where drawn. */
export const REPEAT_OPTIONS = [
  { value: NEVER, label: 'form.never' },
  { value: PeriodType.Daily, label: 'form.daily' },
  { value: PeriodType.Weekly, label: 'form.weekly' },
  { value: PeriodType.Monthly, label: 'form.monthly' },
  { value: PeriodType.Yearly, label: 'form.yearly' },
] as const;

const REPEATS = {
  [PeriodType.Daily]: 'repeats.daily',
  [PeriodType.Weekly]: 'repeats.weekly',
  [PeriodType.Monthly]: 'repeats.monthly',
  [PeriodType.Yearly]: 'repeats.yearly',
} as const;

/**
 * The key of 'Repeats monthly', for a recurring transaction's repeat icon and what is coming up;
 * 'Repeats' when the period is unknown.
 */
export function repeatsKey(period: number | null) {
  const key = period === null ? undefined : REPEATS[period as keyof typeof REPEATS];
  return key ?? 'repeats.any';
}
