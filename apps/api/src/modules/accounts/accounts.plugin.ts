import { servicePlugin } from '../../plugins/service-plugin.ts';
import { createAccountsService, type AccountsService } from './accounts.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Each group of the caller as a shared account. */
    accounts: AccountsService;
  }
}

export const accountsServicePlugin = servicePlugin(
  'accounts',
  ['database', 'rates-service'],
  (app) => createAccountsService(app.db, app.rates),
);
