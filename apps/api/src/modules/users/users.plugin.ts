import { schedulePlugin } from '../../plugins/schedule.ts';
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

/** Deleted accounts are purged 30 days later; expired sessions and tokens are swept as well. */
export const purgeSchedulePlugin = schedulePlugin(
  'purge-schedule',
  ['config', 'users-service'],
  (app) => ({
    everyMs: app.config.purgeIntervalMs,
    async run() {
      const { accounts } = await app.users.purge();
      if (accounts > 0) app.log.info({ accounts }, 'purged deleted accounts');
    },
    failed: (err) => app.log.error({ err }, 'purge failed'),
  }),
);
