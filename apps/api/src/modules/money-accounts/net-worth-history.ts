import type { NetWorthHistory, NetWorthPoint } from '@budget/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { dateIn, serverTimeZone } from '../../lib/time.ts';
import type { RateBook } from '../currencies/rate-book.ts';
import { holdingsOf, NetWorthFigures } from './net-worth.ts';
import { accountMonthSumsOfGroups, accountsOfGroups, timeZonesOf } from './net-worth.repository.ts';
import { lastDayOf, listedMonths } from '../reports/report-range.ts';

type Account = Awaited<ReturnType<typeof accountsOfGroups>>[number];

/** What a history is computed from: the groups' accounts and their month sums up to a day. */
export interface NetWorthRows {
  accounts: Account[];
  sums: Awaited<ReturnType<typeof accountMonthSumsOfGroups>>;
}

export async function netWorthRowsOf(
  db: Kysely<Database>,
  groupIds: readonly string[],
  end: string,
): Promise<NetWorthRows> {
  const accounts = await accountsOfGroups(db, groupIds);
  return { accounts, sums: await accountMonthSumsOfGroups(db, groupIds, end) };
}

/** The latest of the groups' todays: no group's day is cut short. */
async function latestToday(db: Kysely<Database>, groupIds: readonly string[]) {
  const zones = await timeZonesOf(db, groupIds);
  const days = zones.map((zone) => dateIn(zone ?? serverTimeZone()));
  return days.reduce((latest, day) => (day > latest ? day : latest), dateIn(serverTimeZone()));
}

/** The first month anything of the accounts counts: an opening date or a day with a sum. */
function firstMonth(accounts: Account[], firstSumMonth: string | undefined) {
  const months = accounts.map((account) => account.opening_date.slice(0, 7));
  if (firstSumMonth) months.push(firstSumMonth);
  return months.sort()[0];
}

/**
 * Net worth at the end of each month of the range (docs/decisions.md, 'Money accounts'): the
 * month's last day, or the range's end or today when earlier; each account as it stood then
 * (its opening balance from its opening date on), converted at that day's rates. Months before
 * the groups' first account or transaction are left out. `rowsUpTo` may give rows kept from
 * an earlier request of the same data versions and end.
 */
export async function netWorthHistory(
  db: Kysely<Database>,
  book: RateBook,
  groupIds: readonly string[],
  range: { from?: string | undefined; to?: string | undefined },
  currency: number,
  rowsUpTo: (end: string) => Promise<NetWorthRows> = (end) => netWorthRowsOf(db, groupIds, end),
): Promise<NetWorthHistory> {
  const answer = { from: range.from ?? null, to: range.to ?? null, currency };
  const today = await latestToday(db, groupIds);
  const end = range.to && range.to < today ? range.to : today;
  const { accounts, sums } = await rowsUpTo(end);
  const first = firstMonth(accounts, sums[0]?.month);
  const start = range.from && first && range.from.slice(0, 7) > first ? range.from : first;
  if (!start || start > end) return { ...answer, points: [], unconvertedCurrencies: [] };

  // What each account moved per currency, added month by month.
  const moved = new Map<string, Map<number, number>>();
  const unconverted = new Set<number>();
  const points: NetWorthPoint[] = [];
  let next = 0;
  const changed = [
    ...sums.map((sum) => sum.month),
    ...accounts.map((account) => account.opening_date.slice(0, 7)),
  ];
  for (const month of listedMonths(start.slice(0, 7), end.slice(0, 7), changed)) {
    for (; next < sums.length && (sums[next]?.month ?? '') <= month; next++) {
      const sum = sums[next] as (typeof sums)[number];
      const account = moved.get(sum.money_account_id) ?? new Map<number, number>();
      const code = Number(sum.currency);
      account.set(code, (account.get(code) ?? 0) + Number(sum.amount));
      moved.set(sum.money_account_id, account);
    }
    const date = lastDayOf(month) < end ? lastDayOf(month) : end;
    const figures = new NetWorthFigures(book, currency);
    for (const account of accounts) {
      const opened = account.opening_date <= date;
      const held = [...(moved.get(account.id) ?? [])].map(([code, amount]) => ({
        currency: code,
        amount,
      }));
      const stood = { ...account, opening_balance: opened ? account.opening_balance : 0 };
      for (const holding of holdingsOf(stood, held)) figures.add(holding, date);
    }
    for (const code of figures.unconvertedCurrencies()) unconverted.add(code);
    points.push({ month, date, ...figures.totals() });
  }
  return { ...answer, points, unconvertedCurrencies: [...unconverted].sort((a, b) => a - b) };
}
