import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { insertTagLinks } from './tags.repository.ts';
import * as rows from './transaction-rows.repository.ts';
import { linksOf } from './transaction-shape.ts';
import { bulkTagLinks } from './transaction-tags.ts';

/** The categories and tags of a batch's rows, `written` in the order of their inputs. */
export async function insertBatchLinks(
  trx: Transaction<Database>,
  groupId: string,
  written: readonly { id: string }[],
  batch: readonly { categoryIds: string[]; tagIds?: string[] }[],
) {
  await rows.insertLinks(
    trx,
    written.flatMap((row, i) => linksOf(row.id, batch[i]?.categoryIds ?? [])),
  );
  await insertTagLinks(trx, await bulkTagLinks(trx, groupId, written, batch));
}
