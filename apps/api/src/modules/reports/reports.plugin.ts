import { servicePlugin } from '../../plugins/service-plugin.ts';
import { createReportThreads } from './report-threads.ts';
import { createReportsService, type ReportsService } from './reports.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Reports of a range, budget against actual and the CSV export. */
    reports: ReportsService;
  }
}

export const reportsServicePlugin = servicePlugin(
  'reports',
  ['config', 'database', 'rates-service'],
  (app) => {
    const { reportThreads, databaseUrl } = app.config;
    const threads = reportThreads > 0 ? createReportThreads(databaseUrl, reportThreads) : null;
    if (threads) app.addHook('onClose', () => threads.close());
    return createReportsService(app.db, app.rates, threads);
  },
);
