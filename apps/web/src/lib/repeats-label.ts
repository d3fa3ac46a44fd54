import { PeriodType } from '@budget/contract';
import { i18next } from './i18n/i18n.ts';

const LABELS = {
  [PeriodType.Daily]: 'repeats.daily',
  [PeriodType.Weekly]: 'repeats.weekly',
  [PeriodType.Monthly]: 'repeats.monthly',
  [PeriodType.Yearly]: 'repeats.yearly',
} as const;

/**
 * 'Repeats monthly', for a recurring transaction's repeat icon and the lists of what is coming
 * up (the transactions screen and the dashboard); 'Repeats' when the period is unknown.
 */
export function repeatsLabel(period: number | null): string {
  const label = period === null ? undefined : LABELS[period as keyof typeof LABELS];
  return i18next.t(label ?? 'repeats');
}
