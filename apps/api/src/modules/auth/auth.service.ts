import {
  AuthErrorMessage,
  type Language,
  type UserProfile,
  type activateAccountRequestSchema,
  type loginRequestSchema,
  type registerRequestSchema,
} from '@budget/contract';
import type { z } from 'zod';
import { badRequest, forbidden, locked, unauthorized } from '../../lib/app-error.ts';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../../lib/passwords.ts';
import { authLimit, signInLockoutKey, type Limit } from './auth-limit.ts';
import { passwords } from './password-changes.ts';
import type { ServiceDeps } from '../../lib/service-deps.ts';
import { DAY, MINUTE } from '../../lib/time.ts';
import {
  findSentLink,
  findUsableLink,
  sendActivationLink,
  useLink,
} from '../account-links/account-links.service.ts';
import {
  invitationForRegistration,
  joinFromRegistration,
} from '../invitations/invitation-links.ts';
import {
  clearFailures,
  countFailure,
  lockoutOf,
  type LockoutRule,
} from '../rate-limits/lockouts.ts';
import {
  endUserSessions,
  issueSession,
  type AuthSession,
  type IssuedSession,
} from '../sessions/sessions.service.ts';
import {
  confirmEmail,
  createAccount,
  findAccount,
  findActiveAccountByEmail,
  recordSignIn,
  toProfile,
} from '../users/users.service.ts';

export const MAX_FAILED_LOGINS = 5;
export const LOCKOUT_MS = 15 * MINUTE;
/** Failed sign-ins count in a row until a success, or until a day passes without one. */
export const FAILED_LOGINS_FORGOTTEN_MS = DAY;
const SIGN_IN_LOCKOUT: LockoutRule = {
  limit: MAX_FAILED_LOGINS,
  holdMs: LOCKOUT_MS,
  forgetMs: FAILED_LOGINS_FORGOTTEN_MS,
};
export const RESEND_COOLDOWN_MS = MINUTE;

type Parsed<T extends z.ZodType> = z.output<T>;

const invalidCredentials = () => unauthorized('Invalid email or password');
const invalidActivationLink = () => badRequest('Activation link is invalid or has expired');

function signIn({ db, config }: ServiceDeps, limit: Limit) {
  return {
    /**
     * The lockout counts failures per e-mail address, whether or not an account holds it, and is
     * checked before anything else: an unknown address locks, answers and takes as long as an
     * account does, so sign-in never tells whether an account exists.
     */
    async login(
      input: Parsed<typeof loginRequestSchema>,
      ip: string,
    ): Promise<{ profile: UserProfile; session: IssuedSession; firstSignIn: boolean }> {
      await limit(ip, input.email);
      const lockoutKey = signInLockoutKey(input.email);
      const lockout = await lockoutOf(db, lockoutKey, SIGN_IN_LOCKOUT);
      if (lockout.locked) throw locked(AuthErrorMessage.AccountLocked);
      const user = await findActiveAccountByEmail(db, input.email);
      const passwordMatches = user
        ? await verifyPassword(input.password, user.password_hash)
        : await verifyAgainstDummy(input.password).then(() => false);
      if (!user || !passwordMatches) {
        if (await countFailure(db, lockoutKey, SIGN_IN_LOCKOUT)) {
          throw locked(AuthErrorMessage.AccountLocked);
        }
        throw invalidCredentials();
      }
      if (config.requireConfirmedEmailForLogin && !user.email_confirmed) {
        throw forbidden(AuthErrorMessage.EmailNotConfirmed);
      }
      if (lockout.failures > 0) await clearFailures(db, lockoutKey);
      const session = await issueSession(db, user.id, input.rememberMe);
      const firstSignIn = await recordSignIn(db, user);
      return { profile: toProfile(user, config.adminEmails), session, firstSignIn };
    },

    /**
     * Signing out ends every session of the account (docs/decisions.md, 'Accounts and sessions').
     */
    async logout(session: AuthSession | null): Promise<void> {
      if (session) await endUserSessions(db, session.userId);
    },
  };
}

/** Whether the activation link was sent to an address its account has confirmed since. */
async function confirmedThrough(db: ServiceDeps['db'], token: string, email: string) {
  const sent = await findSentLink(db, token, 'activation', email);
  const user = sent && (await findAccount(db, sent.userId));
  return Boolean(user && user.email === email && user.deleted_at === null && user.email_confirmed);
}

function registration(deps: ServiceDeps, limit: Limit) {
  const { db, config } = deps;
  return {
    /**
     * An invitation sent to the address being registered confirms it (the mail reached it) and
     * joins its group; any other registration is mailed an activation link. Either way nobody is
     * signed in (docs/decisions.md, 'Invitations').
     */
    async register(
      input: Parsed<typeof registerRequestSchema>,
      ip: string,
      language: Language,
    ): Promise<{ profile: UserProfile; warnings: string[] }> {
      await limit(ip);
      const invitation = input.invitationToken
        ? await invitationForRegistration(db, input.invitationToken, input.email)
        : { usable: null, warning: null };
      const user = await createAccount(deps, {
        userName: input.userName,
        email: input.email,
        passwordHash: await hashPassword(input.password),
        emailConfirmed: invitation.usable !== null,
      });
      const warnings = invitation.warning ? [invitation.warning] : [];
      if (invitation.usable) {
        const warning = await joinFromRegistration(db, invitation.usable, user.id);
        if (warning) warnings.push(warning);
      } else {
        await sendActivationLink(deps, user, input.language ?? language);
      }
      return { profile: toProfile(user, config.adminEmails), warnings };
    },

    /**
     * A link opened again after its address was confirmed (by it or by a newer link) answers
     * `alreadyActivated` rather than a failure; any other unusable link is refused.
     */
    async activateAccount(
      input: Parsed<typeof activateAccountRequestSchema>,
      ip: string,
    ): Promise<{ alreadyActivated: boolean }> {
      await limit(ip, input.email);
      const link = await findUsableLink(db, input.activationToken, 'activation', input.email);
      const activated =
        link !== undefined &&
        (await db.transaction().execute(async (trx) => {
          // Another request using it first is the same as a second opening.
          if (!(await useLink(trx, link))) return false;
          const user = await findAccount(trx, link.userId);
          // The address may have changed since the link was sent: it confirms only that address.
          if (!user || user.email !== link.email || user.deleted_at !== null) {
            throw invalidActivationLink();
          }
          await confirmEmail(trx, user.id);
          return true;
        }));
      if (activated) return { alreadyActivated: false };
      if (await confirmedThrough(db, input.activationToken, input.email)) {
        return { alreadyActivated: true };
      }
      throw invalidActivationLink();
    },

    /** Once per 60 s per address, counted whether or not the address has an account. */
    async resendActivation(email: string, ip: string, language: Language): Promise<void> {
      await limit(ip, undefined, [
        {
          key: `resend-activation:${email}`,
          limit: 1,
          windowMs: RESEND_COOLDOWN_MS,
          message:
            'A verification email was sent less than a minute ago. Please wait before asking again.',
        },
      ]);
      const user = await findActiveAccountByEmail(db, email);
      if (user && !user.email_confirmed) {
        await sendActivationLink(deps, user, language);
      }
    },
  };
}

export function createAuthService(deps: ServiceDeps) {
  const limit = authLimit(deps);
  return { ...signIn(deps, limit), ...registration(deps, limit), ...passwords(deps, limit) };
}

export type AuthService = ReturnType<typeof createAuthService>;
