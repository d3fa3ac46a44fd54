import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database, RecurringSeriesTable } from '../../db/schema.ts';
import { storedOf, type Parts } from './category-parts.ts';
import type { TransactionRow } from './transaction-rows.repository.ts';

type Stored = { row: TransactionRow; categoryIds: string[]; parts: Parts };

type Db = Kysely<Database> | Transaction<Database>;
type Trx = Transaction<Database>;
export type SeriesRow = Selectable<RecurringSeriesTable>;

export async function insertSeries(trx: Trx, row: SeriesRow): Promise<void> {
  await trx.insertInto('recurring_series').values(row).execute();
}

/** Under the group's lock: the series as stored. */
export async function findSeries(trx: Trx, id: string): Promise<SeriesRow | undefined> {
  return trx.selectFrom('recurring_series').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function updateSeries(
  trx: Trx,
  id: string,
  changes: Partial<Omit<SeriesRow, 'id' | 'group_id' | 'created_by' | 'created_at'>>,
): Promise<void> {
  await trx.updateTable('recurring_series').set(changes).where('id', '=', id).execute();
}

export async function deleteSeries(trx: Trx, id: string): Promise<void> {
  await trx.deleteFrom('recurring_series').where('id', '=', id).execute();
}

/**
 * The groups with an occurrence due by `date`, each with its time zone and its soonest due
 * date (the scheduler keeps those whose own today has reached it, and locks each in turn).
 */
export async function groupsWithDueSeries(db: Db, date: string) {
  return db
    .selectFrom('recurring_series as s')
    .innerJoin('groups as g', 'g.id', 's.group_id')
    .select(['s.group_id', 'g.time_zone'])
    .select((eb) => eb.fn.min('s.next_date').as('soonest'))
    .where('s.next_date', '<=', date)
    .groupBy(['s.group_id', 'g.time_zone'])
    .execute();
}

/** Under the group's lock: its series due by `date`. */
export async function dueSeriesOfGroup(trx: Trx, groupId: string, date: string) {
  return trx
    .selectFrom('recurring_series')
    .selectAll()
    .where('group_id', '=', groupId)
    .where('next_date', '<=', date)
    .orderBy('id')
    .execute();
}

export async function timeZoneOfGroup(trx: Trx, groupId: string): Promise<string | null> {
  const row = await trx
    .selectFrom('groups')
    .select('time_zone')
    .where('id', '=', groupId)
    .executeTakeFirst();
  return row?.time_zone ?? null;
}

/** The occurrences of a series from a due date on (with their links), to be removed. */
export async function occurrencesFrom(
  trx: Trx,
  seriesId: string,
  fromDate: string,
  inclusive: boolean,
): Promise<Stored[]> {
  const rows = await trx
    .selectFrom('transactions as t')
    .leftJoin('transaction_categories as tc', 'tc.transaction_id', 't.id')
    .selectAll('t')
    .select(['tc.category_id', 'tc.amount as part'])
    .where('t.series_id', '=', seriesId)
    .where('t.occurrence_date', inclusive ? '>=' : '>', fromDate)
    .orderBy('t.id')
    .execute();
  return storedOf(rows);
}

export async function deleteTransactions(trx: Trx, ids: string[]): Promise<void> {
  for (let i = 0; i < ids.length; i += 400) {
    await trx
      .deleteFrom('transactions')
      .where('id', 'in', ids.slice(i, i + 400))
      .execute();
  }
}

/** Whether any transaction still belongs to the series. */
export async function seriesHasOccurrences(trx: Trx, seriesId: string): Promise<boolean> {
  const row = await trx
    .selectFrom('transactions')
    .select('id')
    .where('series_id', '=', seriesId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** The latest due date of the series' occurrences before `date`, or null. */
export async function latestOccurrenceBefore(
  trx: Trx,
  seriesId: string,
  date: string,
): Promise<string | null> {
  const row = await trx
    .selectFrom('transactions')
    .select((eb) => eb.fn.max('occurrence_date').as('latest'))
    .where('series_id', '=', seriesId)
    .where('occurrence_date', '<', date)
    .executeTakeFirst();
  return row?.latest ?? null;
}
