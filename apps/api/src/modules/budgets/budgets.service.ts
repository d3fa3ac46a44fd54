import {
  Currency,
  type Budget,
  type BudgetSummary,
  type createBudgetRequestSchema,
  type listBudgetsQuerySchema,
  type updateBudgetRequestSchema,
} from '@budget/contract';
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/schema.ts';
import { notFound } from '../../lib/app-error.ts';
import { fromMinorUnits, toMinorUnits } from '../../lib/money.ts';
import { isoNow } from '../../lib/time.ts';
import { assertCategoriesInGroup } from '../categories/categories.service.ts';
import { convertTotal } from '../currencies/conversion.ts';
import type { RatesService } from '../currencies/rates.service.ts';
import { GroupAction, type GroupAccess } from '../groups/group-access.ts';
import { bumpDataVersion } from '../groups/groups.repository.ts';
import { rebuildBudgetPeriods, rebuildBudgetSpend, usageOf } from './budget-spend.ts';
import { spendInPeriods } from './budget-spend.repository.ts';
import { periodFor, scheduleOf, toBudget, today, type ListMode } from './budget-views.ts';
import * as repository from './budgets.repository.ts';
import type { BudgetRow } from './budgets.repository.ts';
import type { Period } from './periods.ts';
import { periodContaining } from './periods.ts';

const BUDGET_NOT_FOUND = 'Budget not found';

export function createBudgetsService(db: Kysely<Database>, rates: RatesService) {
  /** Budgets with their categories and the usage of their periods: one aggregate query in all. */
  async function present(rows: { row: BudgetRow; period: Period | null }[]): Promise<Budget[]> {
    const ids = rows.map(({ row }) => row.id);
    const links = await repository.categoriesOf(db, ids);
    const periods = rows.flatMap(({ row, period }) =>
      period ? [{ budgetId: row.id, periodStart: period.start }] : [],
    );
    const sums = await spendInPeriods(db, periods);
    const book = await rates.book();
    const sumsOf = Map.groupBy(sums, (sum) => sum.budget_id);
    const linksOf = Map.groupBy(links, (link) => link.budget_id);
    return rows.map(({ row, period }) => {
      const categories = (linksOf.get(row.id) ?? []).map((l) => ({ id: l.id, name: l.name }));
      const budget = { amount: Number(row.amount), currency: Number(row.currency) };
      const usage = period ? usageOf(book, budget, period, sumsOf.get(row.id) ?? []) : null;
      return toBudget(row, categories, usage);
    });
  }

  async function ownBudget(access: GroupAccess, budgetId: string, action: GroupAction) {
    const row = await repository.findBudget(db, budgetId);
    if (!row) throw notFound(BUDGET_NOT_FOUND);
    await access.require(row.group_id, action, BUDGET_NOT_FOUND);
    return row;
  }

  async function presentOne(budgetId: string): Promise<Budget> {
    const row = (await repository.findBudget(db, budgetId)) as BudgetRow;
    return (await present([{ row, period: periodFor(row, { kind: 'all' }) }]))[0] as Budget;
  }

  return {
    async list(
      access: GroupAccess,
      query: z.output<typeof listBudgetsQuerySchema>,
    ): Promise<Budget[]> {
      const groupIds = await access.groupsFor(GroupAction.Read, query.groupIds);
      const now = today();
      const mode: ListMode = query.datePoint
        ? { kind: 'at', date: query.datePoint }
        : query.onlyActualPeriod
          ? { kind: 'actual' }
          : { kind: 'all' };
      const rows = (await repository.listBudgets(db, groupIds))
        .map((row) => ({ row, period: periodFor(row, mode, now) }))
        .filter(({ period }) => mode.kind === 'all' || period !== null);
      return present(rows);
    },

    /** The dashboard's 'Total Budgets': amounts of the budgets active today, converted into PLN. */
    async summary(access: GroupAccess): Promise<BudgetSummary> {
      const groupIds = await access.groupsFor(GroupAction.Read);
      const now = today();
      const active = (await repository.listBudgets(db, groupIds)).filter((row) =>
        periodContaining(scheduleOf(row), now),
      );
      const book = await rates.book();
      const total = convertTotal(
        book,
        active.map((row) => ({
          currency: Number(row.currency),
          date: now,
          amountMinor: Number(row.amount),
        })),
        Currency.PLN,
      );
      return {
        total: fromMinorUnits(total.totalMinor),
        currency: Currency.PLN,
        activeBudgets: active.length,
        unconvertedCurrencies: total.unconverted,
      };
    },

    async create(
      access: GroupAccess,
      input: z.output<typeof createBudgetRequestSchema>,
    ): Promise<Budget> {
      await access.require(input.groupId, GroupAction.Write);
      await assertCategoriesInGroup(db, input.groupId, input.categoryIds);
      const now = isoNow();
      const row: BudgetRow = {
        id: randomUUID(),
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
      const book = await rates.book();
      await db.transaction().execute(async (trx) => {
        await repository.insertBudget(trx, row);
        await repository.setCategories(trx, row.id, input.categoryIds);
        await rebuildBudgetSpend(trx, book, row);
        await bumpDataVersion(trx, [row.group_id]);
      });
      return presentOne(row.id);
    },

    /**
     * Spend is recomputed from transactions only when what counts changed (categories,
     * currency), and regrouped from its day rows when the schedule changed.
     */
    async update(
      access: GroupAccess,
      input: z.output<typeof updateBudgetRequestSchema>,
    ): Promise<Budget> {
      const existing = await ownBudget(access, input.budgetId, GroupAction.Write);
      await assertCategoriesInGroup(db, existing.group_id, input.categoryIds);
      const current = (await repository.categoriesOf(db, [existing.id])).map((c) => c.id).sort();
      const rulesChanged =
        Number(existing.currency) !== input.currency ||
        current.join() !== [...input.categoryIds].sort().join();
      const scheduleChanged =
        Number(existing.period_type) !== input.periodType ||
        existing.start_date !== input.startDate ||
        existing.end_date !== input.endDate;
      const updated = {
        ...existing,
        currency: input.currency,
        period_type: input.periodType,
        start_date: input.startDate,
        end_date: input.endDate,
      };
      const book = await rates.book();
      await db.transaction().execute(async (trx) => {
        await repository.updateBudget(trx, existing.id, {
          name: input.name,
          description: input.description,
          amount: toMinorUnits(input.amount),
          currency: input.currency,
          period_type: input.periodType,
          start_date: input.startDate,
          end_date: input.endDate,
          updated_at: isoNow(),
        });
        if (rulesChanged) {
          await repository.setCategories(trx, existing.id, input.categoryIds);
          await rebuildBudgetSpend(trx, book, updated);
        } else if (scheduleChanged) {
          await rebuildBudgetPeriods(trx, book, updated);
        }
        await bumpDataVersion(trx, [existing.group_id]);
      });
      return presentOne(existing.id);
    },

    async remove(access: GroupAccess, budgetId: string): Promise<void> {
      const row = await ownBudget(access, budgetId, GroupAction.Write);
      await db.transaction().execute(async (trx) => {
        await repository.deleteBudget(trx, budgetId);
        await bumpDataVersion(trx, [row.group_id]);
      });
    },
  };
}
