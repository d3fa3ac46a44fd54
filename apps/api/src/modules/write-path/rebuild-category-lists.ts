import type { Difference } from './differences.ts';
import type { Trx } from './group-lock.ts';
import { categoryListDifferences, setCategoryList } from './transaction-rows.repository.ts';

/**
 * Each transaction's copy of its category links (`transactions.category_ids`) against the links
 * themselves, compared in the database so only differing rows come back; rewritten when
 * repairing.
 */
export async function checkCategoryLists(
  trx: Trx,
  groupId: string,
  repair: boolean,
): Promise<Difference[]> {
  const differing = await categoryListDifferences(trx, groupId);
  if (repair) for (const row of differing) await setCategoryList(trx, row.id, row.linked);
  return differing.map((row) => ({
    table: 'transactions.category_ids',
    key: row.id,
    stored: row.stored,
    expected: row.linked,
  }));
}
