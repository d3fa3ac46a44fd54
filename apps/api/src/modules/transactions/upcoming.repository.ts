import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** The groups' series with an occurrence due by `date`, with each group's time zone. */
export async function seriesDueBy(db: Db, groupIds: string[], date: string) {
  if (groupIds.length === 0) return [];
  return db
    .selectFrom('recurring_series as s')
    .innerJoin('groups as g', 'g.id', 's.group_id')
    .select([
      's.id',
      's.group_id',
      's.period_type',
      's.anchor_date',
      's.end_date',
      's.next_index',
      's.transaction_type',
      's.name',
      's.amount',
      's.currency',
      's.money_account_id',
      'g.time_zone',
    ])
    .where('s.group_id', 'in', groupIds)
    .where('s.next_date', '<=', date)
    .execute();
}

/**
 * Occurrences of the groups' series already written and dated after `after` up to `until`: a
 * series that starts in a few days writes its first occurrence at once, and it is still to come.
 */
export async function writtenAhead(db: Db, groupIds: string[], after: string, until: string) {
  if (groupIds.length === 0) return [];
  return db
    .selectFrom('transactions as t')
    .innerJoin('recurring_series as s', 's.id', 't.series_id')
    .innerJoin('groups as g', 'g.id', 't.group_id')
    .select([
      's.id',
      't.group_id',
      's.period_type',
      't.transaction_type',
      't.name',
      't.amount',
      't.currency',
      't.date',
      't.money_account_id',
      'g.time_zone',
    ])
    .where('t.group_id', 'in', groupIds)
    .where('t.date', '>', after)
    .where('t.date', '<=', until)
    .execute();
}
