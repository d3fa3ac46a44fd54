import type { Insertable, Transaction } from 'kysely';
import type { Database, MoneyAccountCheckpointsTable } from '../../db/schema.ts';

type Trx = Transaction<Database>;

export async function insertCheckpoints(
  trx: Trx,
  rows: readonly Insertable<MoneyAccountCheckpointsTable>[],
) {
  if (rows.length > 0)
    await trx
      .insertInto('money_account_checkpoints')
      .values([...rows])
      .execute();
}

/** An import's checkpoints go with its undo. */
export async function deleteImportCheckpoints(trx: Trx, importBatchId: string) {
  await trx
    .deleteFrom('money_account_checkpoints')
    .where('import_batch_id', '=', importBatchId)
    .execute();
}
