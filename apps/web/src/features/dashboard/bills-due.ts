import type { UpcomingTransaction } from '@budget/contract';

/**
 * Each recurring transaction once, on its next date: a daily one would otherwise fill the week.
 * The server's list is soonest first, so the first of each series is its next.
 */
export function nextOfEachSeries(items: readonly UpcomingTransaction[]): UpcomingTransaction[] {
  const seen = new Set<string>();
  return items.filter((item) => !seen.has(item.seriesId) && seen.add(item.seriesId));
}
