import type { createBudgetRequestSchema, updateBudgetRequestSchema } from '@budget/contract';
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/schema.ts';
import { notFound } from '../../lib/app-error.ts';
import { toMinorUnits } from '../../lib/money.ts';
import { isoNow } from '../../lib/time.ts';
import type { GroupAccess } from '../access/group-access.ts';
import type { RatesService } from '../currencies/rates.service.ts';
import { recomputeBudgetSpend, regroupBudgetPeriods } from './budget-spend.ts';
import * as catalog from './catalog.repository.ts';
import { rulesOf } from './budget-rules.ts';
import {
  assertLocked,
  planToWrite,
  planToWriteOwned,
  runLocked,
  type WriteContext,
} from './group-lock.ts';
import { assertCategoriesInGroup } from './transaction-writes.ts';

export const BUDGET_NOT_FOUND = 'Budget not found';

type BudgetInput = z.output<typeof createBudgetRequestSchema | typeof updateBudgetRequestSchema>;

/** The columns a budget's form sets. */
const columnsOf = (input: BudgetInput) => ({
  name: input.name,
  description: input.description,
  amount: toMinorUnits(input.amount),
  currency: input.currency,
  period_type: input.periodType,
  start_date: input.startDate,
  end_date: input.endDate,
});

const sameSet = (a: string[], b: string[]) => [...a].sort().join() === [...b].sort().join();

export function budgetWrites(db: Kysely<Database>, rates: RatesService) {
  const planFor = (access: GroupAccess, budgetId: string) =>
    planToWriteOwned(access, () => catalog.groupOfBudget(db, budgetId), BUDGET_NOT_FOUND);

  /** Under the lock: the budget as stored, with its categories. */
  async function stored(ctx: WriteContext, budgetId: string) {
    const existing = await catalog.findBudget(ctx.trx, budgetId);
    if (!existing) throw notFound(BUDGET_NOT_FOUND);
    assertLocked(ctx, existing.row.group_id);
    return existing;
  }

  return {
    async createBudget(
      access: GroupAccess,
      input: z.output<typeof createBudgetRequestSchema>,
    ): Promise<string> {
      const id = randomUUID();
      return runLocked(db, rates, planToWrite(access, input.groupId), async (ctx) => {
        const { trx, book } = ctx;
        ctx.rulesChanged = true;
        await assertCategoriesInGroup(trx, input.groupId, input.categoryIds);
        const now = isoNow();
        const row: catalog.BudgetRow = {
          id,
          group_id: input.groupId,
          ...columnsOf(input),
          created_by: access.userId,
          created_at: now,
          updated_at: now,
        };
        await catalog.insertBudget(trx, row);
        await catalog.setBudgetCategories(trx, id, input.categoryIds);
        await recomputeBudgetSpend(trx, await book(), rulesOf(row, input.categoryIds));
        return id;
      });
    },

    /**
     * Spend is recomputed from transactions only when what counts changed (categories,
     * currency), and regrouped from its day rows when only the schedule changed.
     */
    async updateBudget(
      access: GroupAccess,
      input: z.output<typeof updateBudgetRequestSchema>,
    ): Promise<string> {
      const id = input.budgetId;
      return runLocked(db, rates, planFor(access, id), async (ctx) => {
        const { trx, book } = ctx;
        ctx.rulesChanged = true;
        const existing = await stored(ctx, id);
        const { row } = existing;
        await assertCategoriesInGroup(trx, row.group_id, input.categoryIds);
        const changes = { ...columnsOf(input), updated_at: isoNow() };
        await catalog.updateBudget(trx, id, changes);
        const rules = rulesOf({ ...row, ...changes }, input.categoryIds);
        if (
          Number(row.currency) !== input.currency ||
          !sameSet(existing.categoryIds, input.categoryIds)
        ) {
          await catalog.setBudgetCategories(trx, id, input.categoryIds);
          await recomputeBudgetSpend(trx, await book(), rules);
        } else if (
          Number(row.period_type) !== input.periodType ||
          row.start_date !== input.startDate ||
          row.end_date !== input.endDate
        ) {
          await regroupBudgetPeriods(trx, rules);
        }
        return id;
      });
    },

    async deleteBudget(access: GroupAccess, budgetId: string): Promise<void> {
      await runLocked(db, rates, planFor(access, budgetId), async (ctx) => {
        await stored(ctx, budgetId);
        ctx.rulesChanged = true;
        await catalog.deleteBudget(ctx.trx, budgetId);
      });
    },
  };
}
