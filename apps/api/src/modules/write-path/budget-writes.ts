import type { createBudgetRequestSchema, updateBudgetRequestSchema } from '@budget/contract';
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/schema.ts';
import { notFound } from '../../lib/app-error.ts';
import { toMinorUnits } from '../../lib/money.ts';
import { isoNow } from '../../lib/time.ts';
import { GroupAction, type GroupAccess } from '../access/group-access.ts';
import type { RatesService } from '../currencies/rates.service.ts';
import { recomputeBudgetSpend, regroupBudgetPeriods } from './budget-spend.ts';
import * as catalog from './catalog.repository.ts';
import type { BudgetRules } from './derived.ts';
import { LockSetChanged, runLocked, type LockPlan } from './group-lock.ts';
import { assertCategoriesInGroup, type Present } from './transaction-writes.ts';

export const BUDGET_NOT_FOUND = 'Budget not found';

function rulesOf(row: catalog.BudgetRow, categoryIds: string[]): BudgetRules {
  return {
    id: row.id,
    groupId: row.group_id,
    currency: Number(row.currency),
    schedule: {
      startDate: row.start_date,
      periodType: Number(row.period_type),
      endDate: row.end_date,
    },
    categoryIds,
  };
}

const sameSet = (a: string[], b: string[]) => [...a].sort().join() === [...b].sort().join();

export function budgetWrites(db: Kysely<Database>, rates: RatesService) {
  function planFor(access: GroupAccess, budgetId: string) {
    return async (): Promise<LockPlan> => {
      const groupId = await catalog.groupOfBudget(db, budgetId);
      if (groupId === undefined) throw notFound(BUDGET_NOT_FOUND);
      await access.require(groupId, GroupAction.Write, BUDGET_NOT_FOUND);
      return {
        userId: access.userId,
        action: GroupAction.Write,
        targets: [{ groupId, notFoundMessage: BUDGET_NOT_FOUND }],
      };
    };
  }

  return {
    async createBudget<T>(
      access: GroupAccess,
      input: z.output<typeof createBudgetRequestSchema>,
      present: Present<T>,
    ) {
      await access.require(input.groupId, GroupAction.Write);
      const id = randomUUID();
      const plan = async (): Promise<LockPlan> => ({
        userId: access.userId,
        action: GroupAction.Write,
        targets: [{ groupId: input.groupId }],
      });
      return runLocked(db, rates, plan, async ({ trx, book }) => {
        await assertCategoriesInGroup(trx, input.groupId, input.categoryIds);
        const now = isoNow();
        const row: catalog.BudgetRow = {
          id,
          group_id: input.groupId,
          name: input.name,
          description: input.description,
          amount: toMinorUnits(input.amount),
          currency: input.currency,
          period_type: input.periodType,
          start_date: input.startDate,
          end_date: input.endDate,
          created_by: access.userId,
          created_at: now,
          updated_at: now,
        };
        await catalog.insertBudget(trx, row);
        await catalog.setBudgetCategories(trx, id, input.categoryIds);
        await recomputeBudgetSpend(trx, await book(), rulesOf(row, input.categoryIds));
        return present(trx, id, book);
      });
    },

    /**
     * Spend is recomputed from transactions only when what counts changed (categories,
     * currency), and regrouped from its day rows when only the schedule changed.
     */
    async updateBudget<T>(
      access: GroupAccess,
      input: z.output<typeof updateBudgetRequestSchema>,
      present: Present<T>,
    ) {
      const id = input.budgetId;
      return runLocked(db, rates, planFor(access, id), async ({ trx, book, groupIds }) => {
        const existing = await catalog.findBudget(trx, id);
        if (!existing) throw notFound(BUDGET_NOT_FOUND);
        if (!groupIds.includes(existing.row.group_id)) throw new LockSetChanged();
        const { row } = existing;
        await assertCategoriesInGroup(trx, row.group_id, input.categoryIds);
        const changes = {
          name: input.name,
          description: input.description,
          amount: toMinorUnits(input.amount),
          currency: input.currency,
          period_type: input.periodType,
          start_date: input.startDate,
          end_date: input.endDate,
          updated_at: isoNow(),
        };
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
        return present(trx, id, book);
      });
    },

    async deleteBudget(access: GroupAccess, budgetId: string): Promise<void> {
      await runLocked(db, rates, planFor(access, budgetId), async ({ trx, groupIds }) => {
        const existing = await catalog.findBudget(trx, budgetId);
        if (!existing) throw notFound(BUDGET_NOT_FOUND);
        if (!groupIds.includes(existing.row.group_id)) throw new LockSetChanged();
        await catalog.deleteBudget(trx, budgetId);
      });
    },
  };
}
