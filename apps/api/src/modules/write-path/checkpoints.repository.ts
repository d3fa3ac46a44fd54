import type { Insertable, Transaction } from 'kysely';
import type { Database, MoneyAccountCheckpointsTable } from '../../db/schema.ts';

type Trx = Transaction<Database>;

export async function insertCheckpoints(
  trx: Trx,
  rows: readonly Insertable<MoneyAccountCheckpointsTable>[],
) {
  // In batches, as restores insert every table: well inside both databases' parameter limits.
  for (let i = 0; i < rows.length; i += 400) {
    await trx
      .insertInto('money_account_checkpoints')
      .values(rows.slice(i, i + 400))
      .execute();
  }
}

/** An import's checkpoints go with its undo. */
export async function deleteImportCheckpoints(trx: Trx, importBatchId: string) {
  await trx
    .deleteFrom('money_account_checkpoints')
    .where('import_batch_id', '=', importBatchId)
    .execute();
}
