import { PeriodType } from '@budget/contract';

const ADVERBS: Record<number, string> = {
  [PeriodType.Daily]: 'daily',
  [PeriodType.Weekly]: 'weekly',
  [PeriodType.Monthly]: 'monthly',
  [PeriodType.Yearly]: 'yearly',
};

/**
 * 'Repeats monthly', for a recurring transaction's repeat icon and the lists of what is coming
 * up (the transactions screen and the dashboard); 'Repeats' when the period is unknown.
 */
export function repeatsLabel(period: number | null): string {
  const adverb = period === null ? undefined : ADVERBS[period];
  return adverb ? `Repeats ${adverb}` : 'Repeats';
}
