import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import {
  answeredParts,
  decodeParts,
  partsOfTransactions,
  type Parts,
} from '../write-path/write-path.ts';

// A backup carries each transaction's and series' parts (docs/decisions.md, 'Category parts').

/** A batch of transactions, each with its parts (null: none), read in one statement. */
export async function withParts<R extends { id: string }>(
  db: Kysely<Database>,
  rows: R[],
): Promise<(R & { parts: Parts })[]> {
  const parts = await partsOfTransactions(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({ ...row, parts: parts.get(row.id) ?? null }));
}

/** The parts as a backup item holds them, only when there are (files stay small). */
export const partsItem = (parts: Parts) => (parts ? { categoryParts: answeredParts(parts) } : {});

/** A series' parts as its row keeps them. */
export const seriesPartsItem = (text: string | null) => partsItem(decodeParts(text));
