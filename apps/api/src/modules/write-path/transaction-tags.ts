import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { validationFailed } from '../../lib/app-error.ts';
import type { Statement } from './derived.repository.ts';
import type { WriteContext } from './group-lock.ts';
import { tagIdsInGroup, tagIdsOf, type TagLink } from './tags.repository.ts';

// A transaction's tags as a write sets them (docs/decisions.md, 'Tags'): they hold no money, so
// no derived row follows them; the statements go with the write's others, after its row.

export const UNKNOWN_TAG = 'Unknown tag';

const unknownTag = () => validationFailed(UNKNOWN_TAG, { tagIds: [UNKNOWN_TAG] });

/**
 * Links the transaction to tags of its group: the insert itself checks them (under the group's
 * lock none can vanish before the commit), 400 when any is not the group's.
 */
function linkStatement(transactionId: string, groupId: string, tagIds: string[]): Statement {
  return {
    query: sql`insert into transaction_tags (transaction_id, tag_id)
      select cast(${transactionId} as text), id from tags
      where group_id = ${groupId} and id in (${sql.join(tagIds)})`,
    parameters: tagIds.length + 2,
    check: async (linked) => {
      if (linked < tagIds.length) throw unknownTag();
    },
  };
}

/** Removes a transaction's links but those to `kept`. */
function unlinkStatement(transactionId: string, kept: string[]): Statement {
  const except = kept.length > 0 ? sql` and tag_id not in (${sql.join(kept)})` : sql``;
  return {
    query: sql`delete from transaction_tags where transaction_id = ${transactionId}${except}`,
    parameters: kept.length + 1,
  };
}

/**
 * Links it to those of `tagIds` it is not linked to yet. On PostgreSQL it may travel in one
 * statement with the unlink (runStatements): both see the links as they were, and touch
 * distinct rows.
 */
function linkMissingStatement(transactionId: string, tagIds: string[]): Statement {
  return {
    query: sql`insert into transaction_tags (transaction_id, tag_id)
      select cast(${transactionId} as text), id from tags where id in (${sql.join(tagIds)})
      and not exists (select 1 from transaction_tags l
        where l.transaction_id = ${transactionId} and l.tag_id = tags.id)`,
    parameters: tagIds.length + 2,
  };
}

/** A new transaction's tags. */
export function linkTags(ctx: WriteContext, id: string, groupId: string, tagIds?: string[]) {
  if (tagIds?.length) ctx.pending.push(linkStatement(id, groupId, tagIds));
}

/**
 * An edited transaction's tags: `tagIds` (checked to be its group's, 400 otherwise) replace its
 * own; left out, it keeps them, unless it moved to another group, whose tags they are not.
 */
export async function relinkTags(
  ctx: WriteContext,
  id: string,
  groupId: string,
  tagIds: string[] | undefined,
  moved: boolean,
) {
  if (tagIds === undefined) {
    if (moved) ctx.pending.push(unlinkStatement(id, []));
    return;
  }
  if (tagIds.length > 0 && (await tagIdsInGroup(ctx.trx, groupId, tagIds)).size < tagIds.length) {
    throw unknownTag();
  }
  ctx.pending.push(unlinkStatement(id, tagIds));
  if (tagIds.length > 0) ctx.pending.push(linkMissingStatement(id, tagIds));
}

/** The tags an edited transaction ends up with, as its series keeps them. */
export async function tagsAfterEdit(
  ctx: WriteContext,
  id: string,
  tagIds: string[] | undefined,
  moved: boolean,
): Promise<string[]> {
  if (tagIds !== undefined) return tagIds;
  return moved ? [] : tagIdsOf(ctx.trx, id);
}

/** A series' tags as it stores them, and back. */
export const tagList = (tagIds: readonly string[] | undefined) => (tagIds ?? []).join(',');
const tagsOfList = (list: string) => (list === '' ? [] : list.split(','));

/**
 * Links for a series' new occurrences: its tags still of the group (a deleted one is left
 * out). A tag named by the series that is not the group's fails its write first (400).
 */
export async function occurrenceTagLinks(
  ctx: WriteContext,
  groupId: string,
  list: string,
  occurrenceIds: string[],
): Promise<TagLink[]> {
  const wanted = tagsOfList(list);
  if (wanted.length === 0 || occurrenceIds.length === 0) return [];
  const found = await tagIdsInGroup(ctx.trx, groupId, wanted);
  const tagIds = wanted.filter((tagId) => found.has(tagId));
  return occurrenceIds.flatMap((id) =>
    tagIds.map((tagId) => ({ transaction_id: id, tag_id: tagId })),
  );
}

/**
 * Links for rows written together (an import, a restore), each with the tags of its input: all
 * must be the group's (400 otherwise, and nothing is written).
 */
export async function bulkTagLinks(
  trx: Transaction<Database>,
  groupId: string,
  written: readonly { id: string }[],
  inputs: readonly { tagIds?: string[] }[],
): Promise<TagLink[]> {
  const wanted = [...new Set(inputs.flatMap((input) => input.tagIds ?? []))];
  if (wanted.length === 0) return [];
  if ((await tagIdsInGroup(trx, groupId, wanted)).size < wanted.length) throw unknownTag();
  return written.flatMap((row, i) =>
    (inputs[i]?.tagIds ?? []).map((tagId) => ({ transaction_id: row.id, tag_id: tagId })),
  );
}
