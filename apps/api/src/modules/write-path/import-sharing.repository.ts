import { sql } from 'kysely';
import type { Statement } from './derived.repository.ts';
import type { Trx } from './group-lock.ts';

/** Rows per update statement: two parameters each, far inside both databases' limits. */
const BATCH = 400;

/**
 * Up to `limit` of an import's transactions after the id `after` (in id order), with what the
 * member rollup needs of them: a keyset page, so a batch of any size is read a page at a time.
 */
export async function importRowsAfter(
  trx: Trx,
  groupId: string,
  batchId: string,
  after: string | null,
  limit: number,
) {
  let query = trx
    .selectFrom('transactions')
    .select([
      'id',
      'group_id',
      'transaction_type',
      'amount',
      'currency',
      'date',
      'paid_by',
      'split',
      'money_account_id',
    ])
    // A row moved to another group leaves its batch; the group is named too, so this write never
    // touches a group whose lock it does not hold.
    .where('group_id', '=', groupId)
    .where('import_batch_id', '=', batchId);
  if (after !== null) query = query.where('id', '>', after);
  return query.orderBy('id').limit(limit).execute();
}

/**
 * One payer for all the rows and each row's own split (JSON): one statement per 400 rows. The
 * rows come as a VALUES list, whose columns both databases name column1 and column2.
 */
export function reshareStatements(
  rows: readonly { id: string; split: string }[],
  paidBy: string,
  now: string,
): Statement[] {
  const statements: Statement[] = [];
  for (let i = 0; i < rows.length; i += BATCH) {
    const batch = rows.slice(i, i + BATCH);
    const values = batch.map((row) => sql`(${row.id}, ${row.split})`);
    statements.push({
      query: sql`update transactions set paid_by = ${paidBy}, split = v.column2, updated_at = ${now}
        from (values ${sql.join(values)}) as v where transactions.id = v.column1`,
      parameters: batch.length * 2 + 2,
    });
  }
  return statements;
}
