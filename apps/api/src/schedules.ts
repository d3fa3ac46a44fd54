// The work the server does on its own, each a plugin on the service it runs: started when the app
// is ready, stopped when it closes (plugins/schedule.ts). Only the server registers them
// (buildApp's `schedules`).
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { SCHEDULE_INTERVAL_MS } from './modules/write-path/write-path.ts';
import { schedulePlugin } from './plugins/schedule.ts';

/** How often the stored files are listed for strays (attachments/attachment-files.ts). */
const STRAY_SWEEP_EVERY_MS = 24 * 60 * 60 * 1000;

/**
 * Deleted accounts are purged 30 days later; expired sessions and tokens are swept as well, and
 * the files of attachments whose rows went (with a purged account's groups, or any other way);
 * once a day, from the start on, what a process stopped mid-upload left.
 */
export const purgeSchedulePlugin = schedulePlugin(
  'purge-schedule',
  ['config', 'users', 'attachments'],
  (app) => {
    let straysSweptAt = -Infinity;
    return {
      everyMs: app.config.purgeIntervalMs,
      async run() {
        const { accounts } = await app.users.purge();
        if (accounts > 0) app.log.info({ accounts }, 'purged deleted accounts');
        const files = await app.attachments.files.sweep();
        if (files > 0) app.log.info({ files }, 'removed the files of deleted attachments');
        if (Date.now() - straysSweptAt < STRAY_SWEEP_EVERY_MS) return;
        straysSweptAt = Date.now();
        const strays = await app.attachments.files.sweepStrays();
        if (strays > 0) app.log.info({ strays }, 'removed files that uploads left unfinished');
      },
      failed: (err) => app.log.error({ err }, 'purge failed'),
    };
  },
);

/**
 * Recurring transactions: the occurrences due are created at start (catching up after downtime)
 * and then every quarter of an hour, so one arrives soon after its day begins in its group.
 */
export const recurringSchedulePlugin = schedulePlugin('recurring-schedule', ['writes'], (app) => ({
  everyMs: SCHEDULE_INTERVAL_MS,
  async run() {
    const created = await app.writes.createDueOccurrences();
    if (created > 0) app.log.info({ created }, 'recurring transactions created');
  },
  failed: (err) => app.log.error({ err }, 'recurring transactions could not be created'),
}));

/** Exchange rates from RATES_URL (NBP's table format), when configured; off by default (offline). */
export const ratesFetchSchedulePlugin = schedulePlugin(
  'rates-fetch-schedule',
  ['config', 'rates'],
  (app) => {
    const url = app.config.ratesUrl;
    if (!url) return null;
    return {
      everyMs: app.config.ratesFetchIntervalMs,
      async run(signal) {
        const result = await app.rates.fetchFrom(url, signal);
        app.log.info({ rates: result }, 'exchange rates fetched');
      },
      failed: (err) => app.log.warn({ err }, 'exchange rates could not be fetched'),
    };
  },
);

export const schedulesPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(purgeSchedulePlugin);
    await app.register(recurringSchedulePlugin);
    await app.register(ratesFetchSchedulePlugin);
  },
  { name: 'schedules', dependencies: ['services'] },
);
