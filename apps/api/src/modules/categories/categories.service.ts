import type {
  Category,
  createCategoryRequestSchema,
  updateCategoryRequestSchema,
} from '@budget/contract';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/schema.ts';
import { notFound } from '../../lib/app-error.ts';
import { GroupAction, type GroupAccess } from '../access/group-access.ts';
import { CATEGORY_NOT_FOUND, type WritePath } from '../write-path/write-path.ts';
import * as repository from './categories.repository.ts';

function toCategory(row: repository.CategoryRow): Category {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    groupId: row.group_id,
    group: { name: row.group_name },
  };
}

/** The written category as it is just after the write (404 if deleted meanwhile). */
async function loadOne(db: Kysely<Database>, id: string): Promise<Category> {
  const row = await repository.findCategory(db, id);
  if (!row) throw notFound(CATEGORY_NOT_FOUND);
  return toCategory(row);
}

export function createCategoriesService({
  db,
  writes,
}: {
  db: Kysely<Database>;
  writes: WritePath;
}) {
  return {
    async list(access: GroupAccess, groupIds: string[]): Promise<Category[]> {
      if (groupIds.length === 0) {
        // Every role may read, so all the caller's groups are simply the groups they are in.
        access.requireConfirmedEmail();
        return (await repository.listCategoriesOfMember(db, access.userId)).map(toCategory);
      }
      const groups = await access.groupsFor(GroupAction.Read, groupIds);
      return (await repository.listCategories(db, groups)).map(toCategory);
    },

    create: async (access: GroupAccess, input: z.output<typeof createCategoryRequestSchema>) =>
      loadOne(db, await writes.createCategory(access, input)),

    update: async (access: GroupAccess, input: z.output<typeof updateCategoryRequestSchema>) =>
      loadOne(db, await writes.updateCategory(access, input)),

    /** Budgets that named the category have their spend recomputed by the write path. */
    remove: (access: GroupAccess, categoryId: string) => writes.deleteCategory(access, categoryId),
  };
}

export type CategoriesService = ReturnType<typeof createCategoriesService>;
