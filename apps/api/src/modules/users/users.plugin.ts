import { servicePlugin } from '../../plugins/service-plugin.ts';
import { createUsersService, type UsersService } from './users.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Accounts: profile, deletion and the purge. */
    users: UsersService;
  }
}

export const usersServicePlugin = servicePlugin(
  'users',
  ['config', 'database', 'mailer'],
  ({ db, mailer, config }) => createUsersService({ db, mailer, config }),
);
