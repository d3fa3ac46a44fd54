import { servicePlugin } from '../../plugins/service-plugin.ts';
import { createBootService, type BootService } from './boot.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The boot data a signed-in visitor's page carries. */
    boot: BootService;
  }
}

export const bootServicePlugin = servicePlugin(
  'boot',
  ['database', 'users-service', 'preferences-service', 'groups-service'],
  ({ db, users, preferences, groups }) => createBootService({ db, users, preferences, groups }),
);
