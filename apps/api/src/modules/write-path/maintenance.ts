import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { GroupAction } from '../access/group-access.ts';
import { rateKey } from '../currencies/rate-keys.ts';
import type { RatesService } from '../currencies/rates.service.ts';
import { regroupBudgetPeriods } from './budget-spend.ts';
import { allGroupIds } from './catalog.repository.ts';
import { setSpendRateKey, runStatements, spendDaysOf } from './derived.repository.ts';
import { periodRowsOf, periodStatements } from './money-sums.ts';
import { clearMoneyPeriods, moneyDaysOf } from './money-sums.repository.ts';
import { loadBudgetIndex } from './budget-rules.ts';
import { runLockedBulk, type LockPlan, type Trx, type WriteContext } from './group-lock.ts';
import { checkGroup, type Difference } from './rebuild.ts';

const systemPlan = (groupId: string) => async (): Promise<LockPlan> => ({
  userId: null,
  action: GroupAction.Write,
  targets: [{ groupId }],
});

type Book = Awaited<ReturnType<WriteContext['book']>>;

/** Month and year sums from the first new table on fall into new rate days. */
async function regroupMoneySums(trx: Trx, current: Book, groupId: string, fromDay: string) {
  const from = { month: fromDay.slice(0, 7), year: fromDay.slice(0, 4) };
  const days = await moneyDaysOf(trx, groupId, `${from.year}-01-01`);
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
}

/**
 * Spend rows from `fromDay` on take the rate keys of the new tables, and every budget with such
 * rows regroups its periods, months and years, even when no day row had to change: a write
 * committed between the import and this re-key keys its day rows with the new rates already,
 * while the period rows it added to sit beside rows of the old keys.
 */
async function rekeyBudgetSpend(trx: Trx, current: Book, groupId: string, fromDay: string) {
  for (const budget of (await loadBudgetIndex(trx, [groupId])).budgets) {
    const days = await spendDaysOf(trx, budget.id, fromDay);
    for (const row of days) {
      const key = rateKey(current, Number(row.currency), budget.currency, row.day);
      if (key !== row.rate_key) {
        await setSpendRateKey(trx, budget.id, row.day, Number(row.currency), key);
      }
    }
    if (days.length > 0) await regroupBudgetPeriods(trx, budget);
  }
}

/** Writes the system makes on its own: after a rates import, and checks and repairs. */
export function maintenance(db: Kysely<Database>, rates: RatesService) {
  /** Runs a system write on one group; a group deleted meanwhile is simply skipped. */
  async function onGroup<T>(groupId: string, work: (ctx: WriteContext) => Promise<T>) {
    try {
      return await runLockedBulk(db, rates, systemPlan(groupId), work);
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
     * its rows with the rates it sees committed. Every group is visited, not only those with
     * rows when the import ended: a group's first write may still be in flight then. A group
     * that fails does not stop the others; the failures are raised together at the end.
     */
    async rekeyAfterRatesImport(fromDay: string): Promise<void> {
      const failures: unknown[] = [];
      for (const groupId of await allGroupIds(db)) {
        try {
          await onGroup(groupId, async ({ trx, book }) => {
            const current = await book();
            await regroupMoneySums(trx, current, groupId, fromDay);
            await rekeyBudgetSpend(trx, current, groupId, fromDay);
          });
        } catch (error) {
          failures.push(error);
        }
      }
      if (failures.length > 0) {
        throw new AggregateError(
          failures,
          `Re-keying after a rates import failed in ${failures.length} group(s)`,
        );
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
