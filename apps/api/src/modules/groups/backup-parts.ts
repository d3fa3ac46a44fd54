import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { answeredParts, decodeParts, linksRead, type Parts } from '../write-path/write-path.ts';

// A backup carries each transaction's and series' parts (docs/decisions.md, 'Category parts').

/** A batch of transactions, each with its parts (null: none), read in one statement. */
export async function withParts<R extends { id: string }>(
  db: Kysely<Database>,
  rows: R[],
): Promise<(R & { parts: Parts })[]> {
  if (rows.length === 0) return [];
  const links = await db
    .selectFrom('transaction_categories')
    .select(['transaction_id', 'category_id', 'amount'])
    .where(
      'transaction_id',
      'in',
      rows.map((row) => row.id),
    )
    .where('amount', 'is not', null)
    .execute();
  const byId = Map.groupBy(links, (link) => link.transaction_id);
  return rows.map((row) => ({ ...row, parts: linksRead(byId.get(row.id) ?? []).parts }));
}

/** The parts as a backup item holds them, only when there are (files stay small). */
export const partsItem = (parts: Parts) => (parts ? { categoryParts: answeredParts(parts) } : {});

/** A series' parts as its row keeps them. */
export const seriesPartsItem = (text: string | null) => partsItem(decodeParts(text));
