import { servicePlugin } from '../../plugins/service-plugin.ts';
import { createTransactionsService, type TransactionsService } from './transactions.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Transactions: pages, sums, upcoming occurrences, and their writes. */
    transactions: TransactionsService;
  }
}

export const transactionsServicePlugin = servicePlugin(
  'transactions',
  ['database', 'rates-service', 'writes-service'],
  (app) => createTransactionsService(app.db, app.rates, app.writes),
);
