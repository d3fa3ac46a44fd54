import type {
  Language,
  changePasswordRequestSchema,
  resetPasswordRequestSchema,
} from '@budget/contract';
import type { z } from 'zod';
import { badRequest, unauthorized, validationFailed } from '../../lib/app-error.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import type { ServiceDeps } from '../../lib/service-deps.ts';
import {
  findUsableLink,
  sendPasswordResetLink,
  useLink,
} from '../account-links/account-links.service.ts';
import { clearFailures } from '../rate-limits/lockouts.ts';
import {
  endUserSessions,
  issueSession,
  type AuthSession,
  type IssuedSession,
} from '../sessions/sessions.service.ts';
import { findAccount, findActiveAccountByEmail, setPassword } from '../users/users.service.ts';
import { signInLockoutKey, type Limit } from './auth-limit.ts';

type Parsed<T extends z.ZodType> = z.output<T>;

const invalidResetLink = () => badRequest('Reset link is invalid or has expired');

/** A forgotten password's link, its reset, and a change by the signed-in user. */
export function passwords(deps: ServiceDeps, limit: Limit) {
  const { db } = deps;
  return {
    /** Answers the same whether or not the address has an account. */
    async forgottenPassword(email: string, ip: string, language: Language): Promise<void> {
      await limit(ip, email);
      const user = await findActiveAccountByEmail(db, email);
      if (user) await sendPasswordResetLink(deps, user, language);
    },

    async resetPassword(input: Parsed<typeof resetPasswordRequestSchema>, ip: string) {
      await limit(ip, input.email);
      const link = await findUsableLink(db, input.token, 'password_reset', input.email);
      if (!link) throw invalidResetLink();
      const passwordHash = await hashPassword(input.newPassword);
      await db.transaction().execute(async (trx) => {
        if (!(await useLink(trx, link))) throw invalidResetLink();
        const user = await findAccount(trx, link.userId);
        if (!user || user.email !== link.email || user.deleted_at !== null) {
          throw invalidResetLink();
        }
        await setPassword(trx, user.id, passwordHash);
        await clearFailures(trx, signInLockoutKey(user.email));
        await endUserSessions(trx, user.id);
      });
    },

    /** Ends every session of the account and opens a new one for the browser that asked. */
    async changePassword(
      session: AuthSession,
      input: Parsed<typeof changePasswordRequestSchema>,
      ip: string,
    ): Promise<IssuedSession> {
      await limit(ip, session.email);
      const user = await findAccount(db, session.userId);
      if (!user) throw unauthorized();
      if (!(await verifyPassword(input.currentPassword, user.password_hash))) {
        throw validationFailed('Current password is incorrect', {
          currentPassword: ['Current password is incorrect'],
        });
      }
      const passwordHash = await hashPassword(input.newPassword);
      return db.transaction().execute(async (trx) => {
        await setPassword(trx, user.id, passwordHash);
        await endUserSessions(trx, user.id);
        return issueSession(trx, user.id, session.persistent);
      });
    },
  };
}
