import { schedulePlugin } from '../../plugins/schedule.ts';
import { servicePlugin } from '../../plugins/service-plugin.ts';
import { createRatesService, type RatesService } from './rates.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Exchange rates and the one conversion book every converted sum uses. */
    rates: RatesService;
  }
}

export const ratesServicePlugin = servicePlugin('rates', ['config', 'database'], (app) => {
  const rates = createRatesService(app.db, {
    adminEmails: app.config.adminEmails,
    onImportFailed: (error) =>
      app.log.error(
        { err: error },
        'Re-keying budget spend after a rates import failed; run npm run doctor -- --fix',
      ),
  });
  // The shipped table on a first start, imported once every plugin is in: the write path, built
  // on these rates after them, re-keys budget spend after it.
  app.addHook('onReady', () => rates.seedIfEmpty());
  return rates;
});

/** Exchange rates from RATES_URL (NBP's table format), when configured; off by default (offline). */
export const ratesFetchSchedulePlugin = schedulePlugin(
  'rates-fetch-schedule',
  ['rates-service'],
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
