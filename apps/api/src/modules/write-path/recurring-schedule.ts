import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { dateIn, serverTimeZone } from '../../lib/time.ts';
import type { RatesService } from '../currencies/rates.service.ts';
import { applyMoves, type Move } from './derived.ts';
import { planToWrite, runLocked } from './group-lock.ts';
import { dueSeriesOfGroup, groupsWithDueSeries } from './recurring-rows.repository.ts';
import { occurrenceRules } from './recurring-rules.ts';
import { catchUp, groupToday } from './recurring-writes.ts';

/**
 * The scheduler's write: every series with an occurrence due creates it, group by group, each
 * under its group's lock (which re-reads what is due, so two server processes catching up at
 * once create each occurrence once; the unique due date per series backs that up).
 */
export function recurringSchedule(db: Kysely<Database>, rates: RatesService) {
  /** One group's due occurrences, under its lock (which re-reads what is due). */
  const catchUpGroup = (groupId: string, now: Date) =>
    runLocked(db, rates, planToWrite(null, groupId), async (ctx) => {
      const today = await groupToday(ctx, groupId, now);
      const moves: Move[] = [];
      const due = await dueSeriesOfGroup(ctx.trx, groupId, today);
      // Compiled once per group and pass, whatever the number of series and occurrences.
      const rules = due.length > 0 ? await occurrenceRules(ctx.trx, groupId) : null;
      for (const row of due) moves.push(...(await catchUp(ctx, row, today, rules)));
      await applyMoves(ctx, moves);
      return moves.length;
    });

  return {
    /**
     * Every group whose own today has reached an occurrence due is caught up; the others are not
     * locked (a write bumps the group's data version, and cached answers with it). A group that
     * fails does not hold the others up: the failures are reported together at the end.
     */
    async createDueOccurrences(now = new Date()): Promise<number> {
      // No group's today is later than UTC+14's; each group's own is compared below.
      const due = await groupsWithDueSeries(db, dateIn('Etc/GMT-14', now));
      let created = 0;
      const failures: unknown[] = [];
      for (const group of due) {
        const today = dateIn(group.time_zone ?? serverTimeZone(), now);
        if (group.soonest === null || group.soonest > today) continue;
        try {
          created += await catchUpGroup(group.group_id, now);
        } catch (error) {
          failures.push(error);
        }
      }
      if (failures.length > 0) {
        throw new AggregateError(
          failures,
          `Recurring transactions failed in ${failures.length} group(s)`,
        );
      }
      return created;
    },
  };
}

/** How often the scheduler looks: an occurrence arrives at most this long after its day begins. */
export const SCHEDULE_INTERVAL_MS = 15 * 60 * 1000;
