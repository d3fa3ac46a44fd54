import {
  clearGroupRollups,
  dayCountsOf,
  monthCountsOf,
  totalsOf,
  upsertAdding,
} from './derived.repository.ts';
import { byKey, compare, tableOf } from './differences.ts';
import type { Trx } from './group-lock.ts';
import { dayCountsFromTransactions, totalsFromTransactions } from './rebuild.repository.ts';

/** The running totals and day and month counts as the group's transactions make them now. */
async function recomputed(trx: Trx, groupId: string) {
  const totals = (await totalsFromTransactions(trx, groupId)).map((r) => ({
    group_id: groupId,
    transaction_type: Number(r.transaction_type),
    currency: Number(r.currency),
    transaction_count: Number(r.transaction_count),
    amount: Number(r.amount),
  }));
  const days = (await dayCountsFromTransactions(trx, groupId)).map((r) => ({
    group_id: groupId,
    transaction_type: Number(r.transaction_type),
    date: r.date,
    transaction_count: Number(r.transaction_count),
  }));
  const months = new Map<
    string,
    { group_id: string; transaction_type: number; month: string; transaction_count: number }
  >();
  for (const day of days) {
    const month = day.date.slice(0, 7);
    const key = `${day.transaction_type}|${month}`;
    const row = months.get(key) ?? {
      group_id: groupId,
      transaction_type: day.transaction_type,
      month,
      transaction_count: 0,
    };
    row.transaction_count += day.transaction_count;
    months.set(key, row);
  }
  return { totals, days, months: [...months.values()] };
}

type Rollups = Awaited<ReturnType<typeof recomputed>>;

async function differencesOf(trx: Trx, groupId: string, { totals, days, months }: Rollups) {
  return [
    ...compare(
      'transaction_totals',
      tableOf(
        await totalsOf(trx, groupId),
        (r) => `${r.transaction_type}|${r.currency}`,
        (r) => [Number(r.transaction_count), Number(r.amount)],
      ),
      tableOf(
        totals,
        (r) => `${r.transaction_type}|${r.currency}`,
        (r) => [r.transaction_count, r.amount],
      ),
    ),
    ...compare(
      'transaction_month_counts',
      tableOf(
        await monthCountsOf(trx, groupId),
        (r) => `${r.transaction_type}|${r.month}`,
        (r) => [Number(r.transaction_count)],
      ),
      tableOf(
        months,
        (r) => `${r.transaction_type}|${r.month}`,
        (r) => [r.transaction_count],
      ),
    ),
    ...compare(
      'transaction_day_counts',
      tableOf(
        await dayCountsOf(trx, groupId),
        (r) => `${r.transaction_type}|${r.date}`,
        (r) => [Number(r.transaction_count)],
      ),
      tableOf(
        days,
        (r) => `${r.transaction_type}|${r.date}`,
        (r) => [r.transaction_count],
      ),
    ),
  ];
}

async function rewrite(trx: Trx, groupId: string, { totals, days, months }: Rollups) {
  await clearGroupRollups(trx, groupId);
  const key = (r: { transaction_type: number }, rest: string | number) =>
    `${r.transaction_type}|${rest}`;
  await upsertAdding(
    trx,
    'transaction_totals',
    byKey(totals, (r) => key(r, r.currency)),
    ['group_id', 'transaction_type', 'currency'],
    [],
  );
  await upsertAdding(
    trx,
    'transaction_month_counts',
    byKey(months, (r) => key(r, r.month)),
    ['group_id', 'transaction_type', 'month'],
    [],
  );
  await upsertAdding(
    trx,
    'transaction_day_counts',
    byKey(days, (r) => key(r, r.date)),
    ['group_id', 'transaction_type', 'date'],
    [],
  );
}

/** Running totals and day and month counts: stored against recomputed; rewritten when repairing. */
export async function checkRollups(trx: Trx, groupId: string, repair: boolean) {
  const rollups = await recomputed(trx, groupId);
  const differences = await differencesOf(trx, groupId, rollups);
  if (repair && differences.length > 0) await rewrite(trx, groupId, rollups);
  return differences;
}
