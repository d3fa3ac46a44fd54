import {
  AuthErrorMessage,
  type UserProfile,
  type activateAccountRequestSchema,
  type changePasswordRequestSchema,
  type loginRequestSchema,
  type registerRequestSchema,
  type resetPasswordRequestSchema,
} from '@budget/contract';
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import {
  badRequest,
  forbidden,
  locked,
  unauthorized,
  validationFailed,
} from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../../lib/passwords.ts';
import type { ServiceDeps } from '../../lib/service-deps.ts';
import { MINUTE, isoIn, isoNow } from '../../lib/time.ts';
import { hashToken } from '../../lib/tokens.ts';
import { enforceRateLimits, type RateLimitRule } from '../rate-limits/rate-limiter.ts';
import {
  endUserSessions,
  issueSession,
  type AuthSession,
  type IssuedSession,
} from '../sessions/sessions.service.ts';
import * as users from '../users/users.repository.ts';
import { assertAvailable, normalizeUsername, toProfile } from '../users/users.service.ts';
import { sendActivationLink, sendPasswordResetLink } from './account-links.ts';
import { consumeToken, findUsableToken } from './auth.repository.ts';

export const MAX_FAILED_LOGINS = 5;
export const LOCKOUT_MS = 15 * MINUTE;
export const RESEND_COOLDOWN_MS = MINUTE;

type Parsed<T extends z.ZodType> = z.output<T>;

const invalidCredentials = () => unauthorized('Invalid email or password');
const invalidResetLink = () => badRequest('Reset link is invalid or has expired');
const invalidActivationLink = () => badRequest('Activation link is invalid or has expired');

export function createAuthService(deps: ServiceDeps) {
  const { db, config } = deps;
  const { perAddress, perAccount, windowMs } = config.authRateLimit;

  /** Every authentication call counts against the caller's address, and against the account. */
  function limit(ip: string, account?: string, extra: RateLimitRule[] = []) {
    const rules: RateLimitRule[] = [{ key: `auth-ip:${ip}`, limit: perAddress, windowMs }];
    if (account) rules.push({ key: `auth-account:${account}`, limit: perAccount, windowMs });
    return enforceRateLimits(db, [...rules, ...extra]);
  }

  return {
    async register(input: Parsed<typeof registerRequestSchema>, ip: string): Promise<UserProfile> {
      await limit(ip);
      await assertAvailable(deps, input.email, input.userName);
      const now = isoNow();
      const user = {
        id: randomUUID(),
        username: input.userName,
        username_normalized: normalizeUsername(input.userName),
        email: input.email,
        first_name: null,
        last_name: null,
        password_hash: await hashPassword(input.password),
        is_active: true,
        email_confirmed: false,
        locked_until: null,
        created_at: now,
        updated_at: now,
        deleted_at: null,
      };
      try {
        await users.insertUser(db, user);
      } catch (error) {
        if (isUniqueViolation(error)) await assertAvailable(deps, input.email, input.userName);
        throw error;
      }
      await sendActivationLink(deps, user);
      return toProfile({ ...user, failed_login_count: 0 }, config.adminEmails);
    },

    async login(
      input: Parsed<typeof loginRequestSchema>,
      ip: string,
    ): Promise<{ profile: UserProfile; session: IssuedSession }> {
      await limit(ip, input.email);
      const user = await users.findUserByEmail(db, input.email);
      if (!user || !user.is_active || user.deleted_at !== null) {
        await verifyAgainstDummy(input.password);
        throw invalidCredentials();
      }
      if (user.locked_until && user.locked_until > isoNow()) {
        throw locked(AuthErrorMessage.AccountLocked);
      }
      if (!(await verifyPassword(input.password, user.password_hash))) {
        const failures = await users.incrementFailedLogins(db, user.id);
        if (failures >= MAX_FAILED_LOGINS) {
          await users.updateUser(db, user.id, {
            failed_login_count: 0,
            locked_until: isoIn(LOCKOUT_MS),
          });
          throw locked(AuthErrorMessage.AccountLocked);
        }
        throw invalidCredentials();
      }
      if (config.requireConfirmedEmailForLogin && !user.email_confirmed) {
        throw forbidden(AuthErrorMessage.EmailNotConfirmed);
      }
      if (user.failed_login_count > 0 || user.locked_until) {
        await users.updateUser(db, user.id, { failed_login_count: 0, locked_until: null });
      }
      const session = await issueSession(db, user.id, input.rememberMe);
      return { profile: toProfile(user, config.adminEmails), session };
    },

    /** Signing out ends every session of the account (DECISIONS.md, Accounts and sessions). */
    async logout(session: AuthSession | null): Promise<void> {
      if (session) await endUserSessions(db, session.userId);
    },

    /** Answers the same whether or not the address has an account. */
    async forgottenPassword(email: string, ip: string): Promise<void> {
      await limit(ip, email);
      const user = await users.findUserByEmail(db, email);
      if (user && user.is_active && user.deleted_at === null) {
        await sendPasswordResetLink(deps, user);
      }
    },

    async resetPassword(input: Parsed<typeof resetPasswordRequestSchema>, ip: string) {
      await limit(ip, input.email);
      const tokenId = hashToken(input.token);
      const token = await findUsableToken(db, tokenId, 'password_reset', input.email, isoNow());
      if (!token) throw invalidResetLink();
      const passwordHash = await hashPassword(input.newPassword);
      await db.transaction().execute(async (trx) => {
        if (!(await consumeToken(trx, tokenId, isoNow()))) throw invalidResetLink();
        const user = await users.findUserById(trx, token.user_id);
        if (!user || user.email !== token.email || user.deleted_at !== null) {
          throw invalidResetLink();
        }
        await users.updateUser(trx, user.id, {
          password_hash: passwordHash,
          failed_login_count: 0,
          locked_until: null,
          updated_at: isoNow(),
        });
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
      const user = await users.findUserById(db, session.userId);
      if (!user) throw unauthorized();
      if (!(await verifyPassword(input.currentPassword, user.password_hash))) {
        throw validationFailed('Current password is incorrect', {
          currentPassword: ['Current password is incorrect'],
        });
      }
      const passwordHash = await hashPassword(input.newPassword);
      return db.transaction().execute(async (trx) => {
        await users.updateUser(trx, user.id, { password_hash: passwordHash, updated_at: isoNow() });
        await endUserSessions(trx, user.id);
        return issueSession(trx, user.id, session.persistent);
      });
    },

    async activateAccount(input: Parsed<typeof activateAccountRequestSchema>, ip: string) {
      await limit(ip, input.email);
      const tokenId = hashToken(input.activationToken);
      const token = await findUsableToken(db, tokenId, 'activation', input.email, isoNow());
      if (!token) throw invalidActivationLink();
      await db.transaction().execute(async (trx) => {
        if (!(await consumeToken(trx, tokenId, isoNow()))) throw invalidActivationLink();
        const user = await users.findUserById(trx, token.user_id);
        // The address may have changed since the link was sent: it confirms only that address.
        if (!user || user.email !== token.email || user.deleted_at !== null) {
          throw invalidActivationLink();
        }
        await users.updateUser(trx, user.id, { email_confirmed: true, updated_at: isoNow() });
      });
    },

    /** Once per 60 s per address, counted whether or not the address has an account. */
    async resendActivation(email: string, ip: string): Promise<void> {
      await limit(ip, undefined, [
        {
          key: `resend-activation:${email}`,
          limit: 1,
          windowMs: RESEND_COOLDOWN_MS,
          message:
            'A verification email was sent less than a minute ago. Please wait before asking again.',
        },
      ]);
      const user = await users.findUserByEmail(db, email);
      if (user && user.is_active && user.deleted_at === null && !user.email_confirmed) {
        await sendActivationLink(deps, user);
      }
    },
  };
}
