import { PeriodType } from '@budget/contract';

/** 'Repeats' offers Never (no series) and the four periods. */
export const NEVER = -1;

export const REPEAT_OPTIONS = [
  { value: NEVER, label: 'Never' },
  { value: PeriodType.Daily, label: 'Daily' },
  { value: PeriodType.Weekly, label: 'Weekly' },
  { value: PeriodType.Monthly, label: 'Monthly' },
  { value: PeriodType.Yearly, label: 'Yearly' },
] as const;

/** Shared with the dashboard's 'Coming up this week'. */
export { repeatsLabel } from '@/lib/repeats-label.ts';
