import { servicePlugin } from '../../plugins/service-plugin.ts';
import { createSharingService, type SharingService } from './sharing.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Who owes whom: balances, settle-up, settlements and a group's sharing settings. */
    sharing: SharingService;
  }
}

export const sharingServicePlugin = servicePlugin(
  'sharing',
  ['database', 'rates-service', 'writes-service'],
  (app) => createSharingService(app.db, app.rates, app.writes),
);
