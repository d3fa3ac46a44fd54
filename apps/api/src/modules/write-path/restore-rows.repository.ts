import type { Insertable, Transaction } from 'kysely';
import type { Database, MoneyAccountsTable } from '../../db/schema.ts';
import type { ImportBatchRow } from './import-rows.repository.ts';
import type { SeriesRow } from './recurring-rows.repository.ts';

type Trx = Transaction<Database>;

/** Rows per multi-row insert: well inside SQLite's and PostgreSQL's limits on parameters. */
const BATCH = 400;

export async function insertSeriesRows(trx: Trx, rows: SeriesRow[]): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH) {
    await trx
      .insertInto('recurring_series')
      .values(rows.slice(i, i + BATCH))
      .execute();
  }
}

export async function deleteAccountsOf(trx: Trx, groupId: string): Promise<void> {
  await trx.deleteFrom('money_accounts').where('group_id', '=', groupId).execute();
}

export async function insertAccountRows(
  trx: Trx,
  rows: Insertable<MoneyAccountsTable>[],
): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH) {
    await trx
      .insertInto('money_accounts')
      .values(rows.slice(i, i + BATCH))
      .execute();
  }
}

export async function insertImportBatches(trx: Trx, rows: ImportBatchRow[]): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH) {
    await trx
      .insertInto('import_batches')
      .values(rows.slice(i, i + BATCH))
      .execute();
  }
}

/** The latest due date each series of the group has an occurrence of. */
export async function latestOccurrences(trx: Trx, groupId: string) {
  return trx
    .selectFrom('transactions')
    .select('series_id')
    .select((eb) => eb.fn.max('occurrence_date').as('latest'))
    .where('group_id', '=', groupId)
    .where('series_id', 'is not', null)
    .groupBy('series_id')
    .execute();
}
