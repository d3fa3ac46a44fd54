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

const ADVERBS: Record<number, string> = {
  [PeriodType.Daily]: 'daily',
  [PeriodType.Weekly]: 'weekly',
  [PeriodType.Monthly]: 'monthly',
  [PeriodType.Yearly]: 'yearly',
};

/** 'Repeats monthly', for the repeat icon's label; 'Repeats' when the period is unknown. */
export function repeatsLabel(period: number | null): string {
  const adverb = period === null ? undefined : ADVERBS[period];
  return adverb ? `Repeats ${adverb}` : 'Repeats';
}
