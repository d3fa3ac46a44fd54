import { servicePlugin } from '../../plugins/service-plugin.ts';
import { createAuthService, type AuthService } from './auth.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Registration, activation, sign-in and its lockout, passwords. */
    auth: AuthService;
  }
}

export const authServicePlugin = servicePlugin(
  'auth',
  ['config', 'database', 'mailer'],
  ({ db, mailer, config }) => createAuthService({ db, mailer, config }),
);
