import { nameKey } from '@budget/contract';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { isoNow } from '../../lib/time.ts';
import { insertTag, tagIdByName } from './tags.repository.ts';

/**
 * Tags an import creates (another app's: docs/decisions.md, 'Moving in from other apps'),
 * written under the group's lock before its rows. A name the group took meanwhile is that tag:
 * the returned map sends the new id to it.
 */
export async function insertNewTags(
  trx: Transaction<Database>,
  groupId: string,
  tags: readonly { id: string; name: string }[],
): Promise<Map<string, string>> {
  const taken = new Map<string, string>();
  const now = isoNow();
  for (const { id, name } of tags) {
    const normalized = nameKey(name);
    const existing = await tagIdByName(trx, groupId, normalized);
    if (existing !== undefined) taken.set(id, existing);
    else
      await insertTag(trx, {
        id,
        group_id: groupId,
        name,
        name_normalized: normalized,
        created_at: now,
      });
  }
  return taken;
}

/** The input's tag ids with those the group had meanwhile put in place of new ones. */
export const withTagIds = <T extends { tagIds?: string[] }>(
  input: T,
  taken: Map<string, string>,
): T =>
  taken.size === 0 || !input.tagIds
    ? input
    : { ...input, tagIds: [...new Set(input.tagIds.map((id) => taken.get(id) ?? id))] };
