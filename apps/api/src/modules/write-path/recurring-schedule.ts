import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { dateIn } from '../../lib/time.ts';
import type { RatesService } from '../currencies/rates.service.ts';
import { applyMoves, type Move } from './derived.ts';
import { planToWrite, runLocked } from './group-lock.ts';
import { dueSeriesOfGroup, groupsWithDueSeries } from './recurring-rows.repository.ts';
import { catchUp, groupToday } from './recurring-writes.ts';

/**
 * The scheduler's write: every series with an occurrence due creates it, group by group, each
 * under its group's lock (which re-reads what is due, so two server processes catching up at
 * once create each occurrence once; the unique due date per series backs that up).
 */
export function recurringSchedule(db: Kysely<Database>, rates: RatesService) {
  return {
    async createDueOccurrences(now = new Date()): Promise<number> {
      // No group's today is later than UTC+14's; each group's own is read under its lock.
      const latest = dateIn('Etc/GMT-14', now);
      let created = 0;
      for (const groupId of await groupsWithDueSeries(db, latest)) {
        created += await runLocked(db, rates, planToWrite(null, groupId), async (ctx) => {
          const today = await groupToday(ctx, groupId, now);
          const moves: Move[] = [];
          for (const row of await dueSeriesOfGroup(ctx.trx, groupId, today)) {
            moves.push(...(await catchUp(ctx, row, today)));
          }
          await applyMoves(ctx, moves);
          return moves.length;
        });
      }
      return created;
    },
  };
}

/** The coming day boundary is never more than this far: the scheduler looks this often. */
export const SCHEDULE_INTERVAL_MS = 15 * 60 * 1000;
