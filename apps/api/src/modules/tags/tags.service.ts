import type { Tag } from '@budget/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { notFound } from '../../lib/app-error.ts';
import { GroupAction, type GroupAccess } from '../access/group-access.ts';
import { TAG_NOT_FOUND, type WritePath } from '../write-path/write-path.ts';
import * as repository from './tags.repository.ts';

type TagRow = Awaited<ReturnType<typeof repository.listTags>>[number];

const toTag = (row: TagRow): Tag => ({ id: row.id, name: row.name, groupId: row.group_id });

/** A group's tags: read by every role, written by Owners and Members through the write path. */
export function createTagsService({ db, writes }: { db: Kysely<Database>; writes: WritePath }) {
  /** The written tag as it is just after the write (404 if deleted meanwhile). */
  async function loadOne(id: string): Promise<Tag> {
    const row = await repository.findTag(db, id);
    if (!row) throw notFound(TAG_NOT_FOUND);
    return toTag(row);
  }

  return {
    async list(access: GroupAccess, groupId: string): Promise<Tag[]> {
      await access.require(groupId, GroupAction.Read);
      return (await repository.listTags(db, groupId)).map(toTag);
    },

    create: async (access: GroupAccess, groupId: string, name: string) =>
      loadOne(await writes.createTag(access, groupId, name)),

    async rename(access: GroupAccess, groupId: string, tagId: string, name: string) {
      await writes.renameTag(access, groupId, tagId, name);
      return loadOne(tagId);
    },

    remove: (access: GroupAccess, groupId: string, tagId: string) =>
      writes.deleteTag(access, groupId, tagId),

    async merge(access: GroupAccess, groupId: string, tagId: string, intoTagId: string) {
      await writes.mergeTag(access, groupId, tagId, intoTagId);
      return loadOne(intoTagId);
    },
  };
}

export type TagsService = ReturnType<typeof createTagsService>;
