import type { BalancePoint } from '@budget/contract';
import { fromMinorUnits } from '../../lib/money.ts';
import { lastDayOf, monthsBetween } from '../reports/report-range.ts';

/** The days of an account's balance over the last year: 12 month ends and today. */
export interface HistoryWindow {
  /** The end of the month a year before today's: what is up to it is read as one sum. */
  since: string;
  /** Each point's date, oldest first; `since` first and `today` last. */
  dates: string[];
  today: string;
}

function monthBefore(month: string, count: number): string {
  const index = Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1 - count;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}

export function historyWindow(today: string): HistoryWindow {
  const month = today.slice(0, 7);
  const ends = monthsBetween(monthBefore(month, 12), monthBefore(month, 1)).map(lastDayOf);
  return { since: ends[0] as string, dates: [...ends, today], today };
}

/**
 * The account's balance at the end of each date of the window (docs/decisions.md, 'Money
 * accounts'): its balance now (the opening balance plus all it moved in its currency) less what
 * it moved after `since` gives the first; each month's sum added, the next ('~', after today, is
 * in the balance but in no point). Dates before the opening date are left out: the account did
 * not exist yet.
 */
export function balanceHistory(
  window: HistoryWindow,
  account: { balance: number; openingDate: string },
  periods: ReadonlyMap<string, number>,
): BalancePoint[] {
  const points: BalancePoint[] = [];
  let balance = account.balance;
  for (const amount of periods.values()) balance -= amount;
  window.dates.forEach((date, index) => {
    if (index > 0) balance += periods.get(date.slice(0, 7)) ?? 0;
    if (date >= account.openingDate) points.push({ date, balance: fromMinorUnits(balance) });
  });
  return points;
}
