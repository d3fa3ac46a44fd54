import { UPCOMING_DAYS, type UpcomingTransaction } from '@budget/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { fromMinorUnits } from '../../lib/money.ts';
import { addDays } from '../../lib/periods.ts';
import { firstIndexFrom, occurrencesThrough } from '../../lib/recurrence.ts';
import { dateIn, serverTimeZone } from '../../lib/time.ts';
import { seriesDueBy, writtenAhead } from './upcoming.repository.ts';

/** The furthest any group's today can be ahead of UTC (UTC+14), and behind it (UTC-12). */
const EARLIEST_ZONE = 'Etc/GMT-14';
const LATEST_ZONE = 'Etc/GMT+12';

/** What a series' occurrence (to be created, or written ahead) is, on its date. */
function occurrence(
  row:
    | Awaited<ReturnType<typeof writtenAhead>>[number]
    | Awaited<ReturnType<typeof seriesDueBy>>[number],
  date: string,
): UpcomingTransaction {
  return {
    seriesId: row.id,
    groupId: row.group_id,
    transactionType: Number(row.transaction_type) as UpcomingTransaction['transactionType'],
    name: row.name,
    amount: fromMinorUnits(Number(row.amount)),
    currency: Number(row.currency),
    date,
    recurringPeriod: Number(row.period_type) as UpcomingTransaction['recurringPeriod'],
    moneyAccountId: row.money_account_id,
  };
}

/**
 * The occurrences of the groups' series in the coming `days` days (UPCOMING_DAYS unless asked;
 * each group's today, by its time zone), soonest first: those the scheduler will create (one due
 * today that it has not created yet counts too), and those already written with a date still to
 * come (a series entered a few days before it starts writes its first occurrence at once).
 */
export async function upcomingOccurrences(
  db: Kysely<Database>,
  groupIds: string[],
  days = UPCOMING_DAYS,
  now = new Date(),
): Promise<UpcomingTransaction[]> {
  const horizon = addDays(dateIn(EARLIEST_ZONE, now), days);
  const found: UpcomingTransaction[] = [];
  for (const row of await seriesDueBy(db, groupIds, horizon)) {
    const today = dateIn(row.time_zone ?? serverTimeZone(), now);
    const until = addDays(today, days);
    const rule = {
      anchorDate: row.anchor_date,
      periodType: Number(row.period_type),
      endDate: row.end_date,
    };
    // From today (one the scheduler has not reached yet counts), never the backlog before it.
    const from = Math.max(Number(row.next_index), firstIndexFrom(rule, today));
    for (const { date } of occurrencesThrough(rule, from, until, days + 1)) {
      found.push(occurrence(row, date));
    }
  }
  // No group's today is before this one's: what is dated after it may be still to come.
  const earliestToday = dateIn(LATEST_ZONE, now);
  for (const row of await writtenAhead(db, groupIds, earliestToday, horizon)) {
    const today = dateIn(row.time_zone ?? serverTimeZone(), now);
    if (row.date <= today || row.date > addDays(today, days)) continue;
    found.push(occurrence(row, row.date));
  }
  return found.sort(
    (a, b) =>
      a.date.localeCompare(b.date) ||
      a.name.localeCompare(b.name) ||
      a.seriesId.localeCompare(b.seriesId),
  );
}
