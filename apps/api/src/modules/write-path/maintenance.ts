import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { GroupAction } from '../access/group-access.ts';
import { rateKey } from '../currencies/rate-keys.ts';
import type { RatesService } from '../currencies/rates.service.ts';
import { regroupBudgetPeriods } from './budget-spend.ts';
import { allGroupIds } from './catalog.repository.ts';
import {
  groupsWithBudgets,
  setSpendRateKey,
  runStatements,
  spendDaysOf,
} from './derived.repository.ts';
import { periodRowsOf, periodStatements } from './money-sums.ts';
import { clearMoneyPeriods, groupsWithMoney, moneyDaysOf } from './money-sums.repository.ts';
import { loadBudgetIndex } from './budget-rules.ts';
import { runLocked, type LockPlan, type WriteContext } from './group-lock.ts';
import { checkGroup, type Difference } from './rebuild.ts';

const systemPlan = (groupId: string) => async (): Promise<LockPlan> => ({
  userId: null,
  action: GroupAction.Write,
  targets: [{ groupId }],
});

/** Writes the system makes on its own: after a rates import, and checks and repairs. */
export function maintenance(db: Kysely<Database>, rates: RatesService) {
  /** Runs a system write on one group; a group deleted meanwhile is simply skipped. */
  async function onGroup<T>(groupId: string, work: (ctx: WriteContext) => Promise<T>) {
    try {
      return await runLocked(db, rates, systemPlan(groupId), work);
    } catch (error) {
      if (error instanceof AppError && error.statusCode === 404) return undefined;
      throw error;
    }
  }

  return {
    /**
     * After rates were imported for dates from `fromDay` on, month sums are regrouped by their
     * new rate days, spend rows take the rate keys of the new tables and their budgets' periods
     * are regrouped; one group at a time, each under its lock, so a write racing the import keys
     * its rows with the rates it sees committed.
     */
    async rekeyAfterRatesImport(fromDay: string): Promise<void> {
      // Month and year sums from the first new table on fall into new rate days.
      const from = { month: fromDay.slice(0, 7), year: fromDay.slice(0, 4) };
      for (const groupId of await groupsWithMoney(db)) {
        await onGroup(groupId, async ({ trx, book }) => {
          const days = await moneyDaysOf(trx, groupId, `${from.year}-01-01`);
          const current = await book();
          const statements = [];
          for (const period of ['month', 'year'] as const) {
            await clearMoneyPeriods(trx, groupId, period, from[period]);
            const rows = periodRowsOf(days, current, period);
            statements.push(
              ...periodStatements(
                rows.filter((r) => r.period >= from[period]),
                period,
              ),
            );
          }
          await runStatements(trx, statements);
        });
      }
      for (const groupId of await groupsWithBudgets(db)) {
        await onGroup(groupId, async ({ trx, book }) => {
          const current = await book();
          for (const budget of (await loadBudgetIndex(trx, [groupId])).budgets) {
            let changed = false;
            for (const row of await spendDaysOf(trx, budget.id, fromDay)) {
              const key = rateKey(current, Number(row.currency), budget.currency, row.day);
              if (key === row.rate_key) continue;
              await setSpendRateKey(trx, budget.id, row.day, Number(row.currency), key);
              changed = true;
            }
            if (changed) await regroupBudgetPeriods(trx, budget);
          }
        });
      }
    },

    /**
     * Compares a group's stored derived data with its recomputation from the raw rows, and with
     * `repair` rewrites what differs (docs/decisions.md, 'One write path': the doctor).
     */
    async checkGroup(groupId: string, repair: boolean): Promise<Difference[]> {
      const found = await onGroup(groupId, async ({ trx, book }) =>
        checkGroup(trx, await book(), groupId, repair),
      );
      return found ?? [];
    },

    allGroupIds: () => allGroupIds(db),
  };
}
