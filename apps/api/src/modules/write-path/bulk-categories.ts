import { nameKey } from '@budget/contract';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { badRequest } from '../../lib/app-error.ts';
import { isoNow } from '../../lib/time.ts';
import type { BulkInput } from './bulk-writes.ts';
import * as catalog from './catalog.repository.ts';
import { withPartCategories } from './category-parts.ts';
import { assertCategoriesInGroup } from './transaction-writes.ts';

// The categories of a bulk write: those an import creates, and every one a batch names.

/**
 * New categories of an import. A name the group took meanwhile (another import or a person, while
 * this one waited for the lock) is that category: the returned map sends the new id to it.
 */
export async function insertNewCategories(
  trx: Transaction<Database>,
  groupId: string,
  categories: { id: string; name: string }[],
): Promise<Map<string, string>> {
  const now = isoNow();
  const taken = new Map<string, string>();
  for (const { id, name } of categories) {
    const normalized = nameKey(name);
    const existing = await catalog.categoryIdByName(trx, groupId, normalized);
    if (existing !== undefined) {
      taken.set(id, existing);
      continue;
    }
    await catalog.insertCategory(trx, {
      id,
      group_id: groupId,
      name,
      name_normalized: normalized,
      description: null,
      created_at: now,
      updated_at: now,
    });
  }
  return taken;
}

const withIds = (input: BulkInput, renamed: Map<string, string>): BulkInput => ({
  ...input,
  categoryIds: input.categoryIds.map((id) => renamed.get(id) ?? id),
  categoryParts: input.categoryParts?.map((part) => ({
    ...part,
    categoryId: renamed.get(part.categoryId) ?? part.categoryId,
  })),
});

/** A batch's categories made by the import named by their ids, parts' categories included. */
export const withNewIds = (input: BulkInput, renamed: Map<string, string>) =>
  withPartCategories(renamed.size === 0 ? input : withIds(input, renamed));

/** Every transaction of the batch is of the group, and so is every category it names. */
export async function assertBatchInGroup(
  trx: Transaction<Database>,
  groupId: string,
  batch: BulkInput[],
) {
  if (batch.some((input) => input.groupId !== groupId))
    throw badRequest('Every imported transaction must belong to the group');
  await assertCategoriesInGroup(trx, groupId, [
    ...new Set(batch.flatMap((input) => input.categoryIds)),
  ]);
}
