import { schedulePlugin } from '../../plugins/schedule.ts';
import { servicePlugin } from '../../plugins/service-plugin.ts';
import { SCHEDULE_INTERVAL_MS } from './recurring-schedule.ts';
import { createWritePath, type WritePath } from './write-path.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every write to a group's money (docs/decisions.md, 'One write path'), for every service. */
    writes: WritePath;
  }
}

export const writePathPlugin = servicePlugin('writes', ['database', 'rates-service'], (app) => {
  const writes = createWritePath(app.db, app.rates);
  // Budget spend rows are keyed by the rate tables they convert with (docs/decisions.md).
  app.rates.onImport((fromDay) => writes.rekeyAfterRatesImport(fromDay));
  return writes;
});

/**
 * Recurring transactions: the occurrences due are created at start (catching up after downtime)
 * and then every quarter of an hour, so one arrives soon after its day begins in its group.
 */
export const recurringSchedulePlugin = schedulePlugin(
  'recurring-schedule',
  ['writes-service'],
  (app) => ({
    everyMs: SCHEDULE_INTERVAL_MS,
    async run() {
      const created = await app.writes.createDueOccurrences();
      if (created > 0) app.log.info({ created }, 'recurring transactions created');
    },
    failed: (err) => app.log.error({ err }, 'recurring transactions could not be created'),
  }),
);
