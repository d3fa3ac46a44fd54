import { sql } from 'kysely';
import { clearParts } from './category-parts.repository.ts';
import type { Difference } from './differences.ts';
import type { Trx } from './group-lock.ts';

interface Mismatch {
  id: string;
  amount: number;
  parts: number;
  parted: number;
  links: number;
}

/**
 * The group's transactions whose parts do not divide their amount: a link without a part beside
 * ones with, fewer than two, a part of zero or of the other sign, or a sum other than the amount
 * (docs/decisions.md, 'Category parts').
 */
async function partMismatches(trx: Trx, groupId: string): Promise<Mismatch[]> {
  const result = await sql<Mismatch>`
    select t.id, t.amount, sum(tc.amount) as parts, count(tc.amount) as parted,
      count(*) as links
    from transactions t join transaction_categories tc on tc.transaction_id = t.id
    where t.group_id = ${groupId}
    group by t.id, t.amount
    having count(tc.amount) > 0 and (count(tc.amount) <> count(*) or count(*) < 2
      or sum(tc.amount) <> t.amount
      or sum(case when tc.amount = 0 or (tc.amount < 0) <> (t.amount < 0) then 1 else 0 end) > 0)
    order by t.id`.execute(trx);
  return result.rows;
}

/**
 * Parts against their transactions' amounts; repairing drops the parts of those that differ
 * (their categories count the whole amount), before the derived rows are checked against them.
 */
export async function checkCategoryParts(
  trx: Trx,
  groupId: string,
  repair: boolean,
): Promise<Difference[]> {
  const found = await partMismatches(trx, groupId);
  if (repair && found.length > 0)
    await clearParts(
      trx,
      found.map((row) => row.id),
    );
  // As the other tables' differences: values joined by spaces (links with a part, links, sum).
  return found.map((row) => ({
    table: 'transaction_categories.amount',
    key: row.id,
    stored: [row.parted, row.links, row.parts].map(Number).join(' '),
    expected: [row.links, row.links, row.amount].map(Number).join(' '),
  }));
}
