import {
  Currency,
  type Budget,
  type BudgetSummary,
  type createBudgetRequestSchema,
  type listBudgetsQuerySchema,
  type updateBudgetRequestSchema,
} from '@budget/contract';
import type { Kysely, Transaction } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/schema.ts';
import { notFound } from '../../lib/app-error.ts';
import { fromMinorUnits } from '../../lib/money.ts';
import { periodContaining, type Period } from '../../lib/periods.ts';
import { GroupAction, type GroupAccess } from '../access/group-access.ts';
import { convertTotal } from '../currencies/conversion.ts';
import type { RateBook } from '../currencies/rate-book.ts';
import { BUDGET_NOT_FOUND, type MoneyServiceDeps } from '../write-path/write-path.ts';
import { usageOf } from './budget-usage.ts';
import {
  periodFor,
  scheduleOf,
  toBudget,
  today,
  todayByZone,
  type ListMode,
} from './budget-views.ts';
import * as repository from './budgets.repository.ts';
import type { BudgetRow } from './budgets.repository.ts';

type Db = Kysely<Database> | Transaction<Database>;

export function createBudgetsService({ db, rates, writes }: MoneyServiceDeps) {
  /** Budgets with their categories and the usage of their periods: one aggregate query in all. */
  async function present(
    reader: Db,
    book: RateBook,
    rows: { row: BudgetRow; period: Period | null }[],
  ): Promise<Budget[]> {
    const ids = rows.map(({ row }) => row.id);
    const links = await repository.categoriesOf(reader, ids);
    const periods = rows.flatMap(({ row, period }) =>
      period ? [{ budgetId: row.id, periodStart: period.start }] : [],
    );
    const sums = await repository.spendInPeriods(reader, periods);
    const sumsOf = Map.groupBy(sums, (sum) => sum.budget_id);
    const linksOf = Map.groupBy(links, (link) => link.budget_id);
    return rows.map(({ row, period }) => {
      const categories = (linksOf.get(row.id) ?? []).map((l) => ({ id: l.id, name: l.name }));
      const budget = { amount: Number(row.amount), currency: Number(row.currency) };
      const usage = period ? usageOf(book, budget, period, sumsOf.get(row.id) ?? []) : null;
      return toBudget(row, categories, usage);
    });
  }

  /** The written budget just after the write, with its period of today (or the nearest). */
  async function presentOne(budgetId: string) {
    const row = await repository.findBudget(db, budgetId);
    if (!row) throw notFound(BUDGET_NOT_FOUND);
    const period = periodFor(row, { kind: 'all' }, today(row.time_zone));
    return (await present(db, await rates.current(), [{ row, period }]))[0] as Budget;
  }

  return {
    async list(
      access: GroupAccess,
      query: z.output<typeof listBudgetsQuerySchema>,
    ): Promise<Budget[]> {
      const groupIds = await access.groupsFor(GroupAction.Read, query.groupIds);
      const mode: ListMode = query.datePoint
        ? { kind: 'at', date: query.datePoint }
        : query.onlyActualPeriod
          ? { kind: 'actual' }
          : { kind: 'all' };
      // Each budget's "today" is its group's.
      const todayIn = todayByZone();
      const rows = (await repository.listBudgets(db, groupIds))
        .map((row) => ({ row, period: periodFor(row, mode, todayIn(row.time_zone)) }))
        .filter(({ period }) => mode.kind === 'all' || period !== null);
      return present(db, await rates.bookAt(access.ratesStamp), rows);
    },

    /**
     * The dashboard's 'Total Budgets': amounts of the budgets active today (in their groups' time
     * zones), converted into the user's display currency at today's rates.
     */
    async summary(access: GroupAccess, currency: number = Currency.PLN): Promise<BudgetSummary> {
      const groupIds = await access.groupsFor(GroupAction.Read);
      const todayIn = todayByZone();
      const active = (await repository.listBudgets(db, groupIds)).flatMap((row) => {
        const now = todayIn(row.time_zone);
        return periodContaining(scheduleOf(row), now) ? [{ row, now }] : [];
      });
      const book = await rates.bookAt(access.ratesStamp);
      const total = convertTotal(
        book,
        active.map(({ row, now }) => ({
          currency: Number(row.currency),
          date: now,
          amountMinor: Number(row.amount),
        })),
        currency,
      );
      return {
        total: fromMinorUnits(total.totalMinor),
        currency,
        activeBudgets: active.length,
        unconvertedCurrencies: total.unconverted,
      };
    },

    create: async (access: GroupAccess, input: z.output<typeof createBudgetRequestSchema>) =>
      presentOne(await writes.createBudget(access, input)),

    /** Spend is recomputed or regrouped by the write path when what counts changed. */
    update: async (access: GroupAccess, input: z.output<typeof updateBudgetRequestSchema>) =>
      presentOne(await writes.updateBudget(access, input)),

    remove: (access: GroupAccess, budgetId: string) => writes.deleteBudget(access, budgetId),
  };
}

export type BudgetsService = ReturnType<typeof createBudgetsService>;
