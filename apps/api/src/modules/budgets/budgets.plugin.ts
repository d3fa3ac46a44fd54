import { servicePlugin } from '../../plugins/service-plugin.ts';
import { createBudgetsService, type BudgetsService } from './budgets.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Budgets and their periods' usage. */
    budgets: BudgetsService;
  }
}

export const budgetsServicePlugin = servicePlugin(
  'budgets',
  ['database', 'rates-service', 'writes-service'],
  (app) => createBudgetsService(app.db, app.rates, app.writes),
);
