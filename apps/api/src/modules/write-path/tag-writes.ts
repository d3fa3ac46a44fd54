import { nameKey } from '@budget/contract';
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { badRequest, conflict, notFound } from '../../lib/app-error.ts';
import { isoNow } from '../../lib/time.ts';
import type { GroupAccess } from '../access/group-access.ts';
import { dropRuleReferences } from './rule-references.ts';
import { planToWrite, planToWriteOwned, runLocked, type WriteContext } from './group-lock.ts';
import { groupOfItem, nameTaken } from './group-names.repository.ts';
import * as tags from './tags.repository.ts';

export const TAG_NOT_FOUND = 'Tag not found';

function duplicateName(name: string) {
  const message = `A tag named "${name}" already exists in this group`;
  return conflict(message, { name: [message] });
}

/**
 * A group's tags. They hold no money, yet every change bumps the group's data version (in
 * `runLocked`) like any other write here, so no cached list answers with the tags as they were
 * (docs/decisions.md, 'Tags').
 */
export function tagWrites(db: Kysely<Database>) {
  const planFor = (access: GroupAccess, groupId: string, tagId: string) =>
    planToWriteOwned(access, () => groupOfItem(db, 'tags', groupId, tagId), TAG_NOT_FOUND);

  /** Under the lock: the tag is still one of the group's. */
  async function stillThere(ctx: WriteContext, groupId: string, tagId: string) {
    if ((await groupOfItem(ctx.trx, 'tags', groupId, tagId)) === undefined) {
      throw notFound(TAG_NOT_FOUND);
    }
  }

  return {
    async createTag(access: GroupAccess, groupId: string, name: string): Promise<string> {
      const id = randomUUID();
      return runLocked(db, null, planToWrite(access, groupId), async ({ trx }) => {
        if (await nameTaken(trx, 'tags', groupId, nameKey(name), null)) throw duplicateName(name);
        await tags.insertTag(trx, {
          id,
          group_id: groupId,
          name,
          name_normalized: nameKey(name),
          created_at: isoNow(),
        });
        return id;
      });
    },

    async renameTag(access: GroupAccess, groupId: string, tagId: string, name: string) {
      await runLocked(db, null, planFor(access, groupId, tagId), async (ctx) => {
        await stillThere(ctx, groupId, tagId);
        if (await nameTaken(ctx.trx, 'tags', groupId, nameKey(name), tagId)) {
          throw duplicateName(name);
        }
        await tags.renameTag(ctx.trx, tagId, name, nameKey(name));
      });
    },

    /** The transactions it tagged keep existing, without it. */
    async deleteTag(access: GroupAccess, groupId: string, tagId: string): Promise<void> {
      await runLocked(db, null, planFor(access, groupId, tagId), async (ctx) => {
        await stillThere(ctx, groupId, tagId);
        await tags.deleteTag(ctx.trx, tagId);
        await tags.retagSeries(ctx.trx, groupId, tagId, null);
        await dropRuleReferences(ctx.trx, groupId, { tagId });
      });
    },

    /** Every transaction (and series) of `tagId` ends up tagged `intoTagId` once; `tagId` goes. */
    async mergeTag(access: GroupAccess, groupId: string, tagId: string, intoTagId: string) {
      if (tagId === intoTagId) {
        const message = 'A tag cannot be merged into itself';
        throw badRequest(message, { intoTagId: [message] });
      }
      await runLocked(db, null, planFor(access, groupId, tagId), async (ctx) => {
        await stillThere(ctx, groupId, tagId);
        if ((await groupOfItem(ctx.trx, 'tags', groupId, intoTagId)) === undefined) {
          throw badRequest(TAG_NOT_FOUND, { intoTagId: [TAG_NOT_FOUND] });
        }
        await tags.copyLinks(ctx.trx, tagId, intoTagId);
        await tags.deleteTag(ctx.trx, tagId);
        await tags.retagSeries(ctx.trx, groupId, tagId, intoTagId);
        await dropRuleReferences(ctx.trx, groupId, { tagId, intoTagId });
      });
    },
  };
}
