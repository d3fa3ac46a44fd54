import { nameKey } from '@budget/contract';
import type { createCategoryRequestSchema, updateCategoryRequestSchema } from '@budget/contract';
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/schema.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import { isoNow } from '../../lib/time.ts';
import type { GroupAccess } from '../access/group-access.ts';
import type { RatesService } from '../currencies/rates.service.ts';
import { recomputeBudgetSpend } from './budget-spend.ts';
import { nameTaken } from './group-names.repository.ts';
import { dropPartsNaming } from './category-parts-dropped.ts';
import * as catalog from './catalog.repository.ts';
import { loadBudgetIndex } from './budget-rules.ts';
import { uncategorisedStatements } from './money-sums.ts';
import * as sums from './money-sums.repository.ts';
import { dropRuleReferences } from './rule-references.ts';
import * as rows from './transaction-rows.repository.ts';
import {
  assertLocked,
  planToWrite,
  planToWriteOwned,
  runLocked,
  type WriteContext,
} from './group-lock.ts';

export const CATEGORY_NOT_FOUND = 'Category not found';

const normalize = nameKey;

function duplicateName(name: string) {
  const message = `A category named "${name}" already exists in this group`;
  return conflict(message, { name: [message] });
}

export function categoryWrites(db: Kysely<Database>, rates: RatesService) {
  const planFor = (access: GroupAccess, categoryId: string) =>
    planToWriteOwned(access, () => catalog.groupOfCategory(db, categoryId), CATEGORY_NOT_FOUND);

  /** Under the lock: the category still exists, in the group that was locked. */
  async function groupOfStored(ctx: WriteContext, categoryId: string) {
    const groupId = await catalog.groupOfCategory(ctx.trx, categoryId);
    if (groupId === undefined) throw notFound(CATEGORY_NOT_FOUND);
    assertLocked(ctx, groupId);
    return groupId;
  }

  return {
    async createCategory(
      access: GroupAccess,
      input: z.output<typeof createCategoryRequestSchema>,
    ): Promise<string> {
      const id = randomUUID();
      return runLocked(db, rates, planToWrite(access, input.groupId), async ({ trx }) => {
        if (await nameTaken(trx, 'categories', input.groupId, normalize(input.name), null)) {
          throw duplicateName(input.name);
        }
        const now = isoNow();
        await catalog.insertCategory(trx, {
          id,
          group_id: input.groupId,
          name: input.name,
          name_normalized: normalize(input.name),
          description: input.description,
          created_at: now,
          updated_at: now,
        });
        return id;
      });
    },

    async updateCategory(
      access: GroupAccess,
      input: z.output<typeof updateCategoryRequestSchema>,
    ): Promise<string> {
      const id = input.categoryId;
      return runLocked(db, rates, planFor(access, id), async (ctx) => {
        const { trx } = ctx;
        const groupId = await groupOfStored(ctx, id);
        if (await nameTaken(trx, 'categories', groupId, normalize(input.name), id)) {
          throw duplicateName(input.name);
        }
        await catalog.updateCategory(trx, id, {
          name: input.name,
          name_normalized: normalize(input.name),
          description: input.description,
          updated_at: isoNow(),
        });
        return id;
      });
    },

    /**
     * Budgets that named the category count differently without it: their spend is recomputed.
     * Transactions it was the last category of become uncategorised in the money sums, and the
     * transactions' copies of their links lose it; those it had a part of lose their parts.
     */
    async deleteCategory(access: GroupAccess, categoryId: string): Promise<void> {
      await runLocked(db, rates, planFor(access, categoryId), async (ctx) => {
        const { trx, book } = ctx;
        const groupId = await groupOfStored(ctx, categoryId);
        await dropPartsNaming(ctx, groupId, categoryId);
        const affected = new Set(await catalog.budgetIdsNamingCategory(trx, categoryId));
        const orphans = await sums.onlyInCategoryPerDay(trx, categoryId);
        await rows.dropFromCategoryLists(trx, categoryId);
        await catalog.deleteCategory(trx, categoryId);
        await dropRuleReferences(trx, groupId, { categoryId });
        await sums.clearCategorySums(trx, groupId, categoryId);
        if (orphans.length > 0)
          ctx.pending.push(...uncategorisedStatements(groupId, orphans, await book()));
        if (affected.size === 0) return;
        ctx.rulesChanged = true;
        const rates = await book();
        for (const budget of (await loadBudgetIndex(trx, [groupId])).budgets) {
          if (affected.has(budget.id)) await recomputeBudgetSpend(trx, rates, budget);
        }
      });
    },
  };
}
