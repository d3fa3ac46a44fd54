import type {
  Category,
  createCategoryRequestSchema,
  updateCategoryRequestSchema,
} from '@budget/contract';
import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/schema.ts';
import { badRequest, conflict, notFound } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { isoNow } from '../../lib/time.ts';
import { rebuildBudgetSpend } from '../budgets/budget-spend.ts';
import { budgetsWithCategory } from '../budgets/budgets.repository.ts';
import type { RatesService } from '../currencies/rates.service.ts';
import { GroupAction, type GroupAccess } from '../groups/group-access.ts';
import { bumpDataVersion } from '../groups/groups.repository.ts';
import * as repository from './categories.repository.ts';

const CATEGORY_NOT_FOUND = 'Category not found';

function toCategory(row: repository.CategoryRow): Category {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    groupId: row.group_id,
    group: { name: row.group_name },
  };
}

const normalize = (name: string) => name.trim().toLowerCase();

function duplicateName(name: string) {
  return conflict(`A category named "${name}" already exists in this group`, {
    name: [`A category named "${name}" already exists in this group`],
  });
}

/**
 * Categories given for a transaction or budget must belong to its group: anything else is a
 * client mistake (400), and reveals nothing about other groups' categories.
 */
export async function assertCategoriesInGroup(
  db: Kysely<Database> | Transaction<Database>,
  groupId: string,
  categoryIds: string[],
): Promise<void> {
  const found = await repository.categoryIdsInGroup(db, groupId, categoryIds);
  const foreign = categoryIds.filter((id) => !found.has(id));
  if (foreign.length > 0) {
    throw badRequest('Categories must belong to the same group', {
      categoryIds: [`Not a category of this group: ${foreign.join(', ')}`],
    });
  }
}

export function createCategoriesService(db: Kysely<Database>, rates: RatesService) {
  async function ownCategory(access: GroupAccess, id: string, action: GroupAction) {
    const row = await repository.findCategory(db, id);
    if (!row) throw notFound(CATEGORY_NOT_FOUND);
    await access.require(row.group_id, action, CATEGORY_NOT_FOUND);
    return row;
  }

  /** Writes a category of the group, marking the group's data changed in the same transaction. */
  async function write(
    name: string,
    groupId: string,
    run: (trx: Transaction<Database>) => Promise<void>,
  ) {
    try {
      await db.transaction().execute(async (trx) => {
        await run(trx);
        await bumpDataVersion(trx, [groupId]);
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw duplicateName(name);
      throw error;
    }
  }

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

    async create(access: GroupAccess, input: z.output<typeof createCategoryRequestSchema>) {
      await access.require(input.groupId, GroupAction.Write);
      const now = isoNow();
      const id = randomUUID();
      await write(input.name, input.groupId, (trx) =>
        repository.insertCategory(trx, {
          id,
          group_id: input.groupId,
          name: input.name,
          name_normalized: normalize(input.name),
          description: input.description,
          created_at: now,
          updated_at: now,
        }),
      );
      return toCategory((await repository.findCategory(db, id)) as repository.CategoryRow);
    },

    async update(access: GroupAccess, input: z.output<typeof updateCategoryRequestSchema>) {
      const row = await ownCategory(access, input.categoryId, GroupAction.Write);
      await write(input.name, row.group_id, (trx) =>
        repository.updateCategory(trx, input.categoryId, {
          name: input.name,
          name_normalized: normalize(input.name),
          description: input.description,
          updated_at: isoNow(),
        }),
      );
      return toCategory(
        (await repository.findCategory(db, input.categoryId)) as repository.CategoryRow,
      );
    },

    /** Budgets that named the category count differently without it: their spend is rebuilt. */
    async remove(access: GroupAccess, categoryId: string): Promise<void> {
      const row = await ownCategory(access, categoryId, GroupAction.Write);
      const book = await rates.book();
      await db.transaction().execute(async (trx) => {
        const budgets = await budgetsWithCategory(trx, categoryId);
        await repository.deleteCategory(trx, categoryId);
        for (const budget of budgets) await rebuildBudgetSpend(trx, book, budget);
        await bumpDataVersion(trx, [row.group_id]);
      });
    },
  };
}
