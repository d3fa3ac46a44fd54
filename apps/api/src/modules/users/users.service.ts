import {
  DuplicateField,
  nameKey,
  type Language,
  type UserProfile,
  type updateProfileRequestSchema,
} from '@budget/contract';
import type { Kysely, Transaction } from 'kysely';
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { Database } from '../../db/schema.ts';
import { alreadyExists, notFound } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import type { ServiceDeps } from '../../lib/service-deps.ts';
import { DAY, isoAt, isoNow } from '../../lib/time.ts';
import { purgeExpiredLinks, sendActivationLink } from '../account-links/account-links.service.ts';
import { releaseMemberships, touchGroupsNaming } from '../groups/groups.service.ts';
import { deletePushSubscriptionsOf } from '../notifications/notifications.service.ts';
import { purgeEndedWindows } from '../rate-limits/rate-limiter.ts';
import { deleteExpiredSessions, endUserSessions } from '../sessions/sessions.service.ts';
import * as users from './users.repository.ts';
import type { UserRow } from './users.repository.ts';

export type { UserRow };
type Db = Kysely<Database> | Transaction<Database>;

/** Deleted accounts keep their data this long, then the purge removes it. */
export const ACCOUNT_RETENTION_MS = 30 * DAY;

/** Application-wide roles: everyone is a User; the addresses in ADMIN_EMAILS are also Admin. */
function rolesOf(email: string, adminEmails: readonly string[]): string[] {
  return adminEmails.includes(email) ? ['User', 'Admin'] : ['User'];
}

export function toProfile(row: UserRow, adminEmails: readonly string[]): UserProfile {
  const emailConfirmed = Boolean(row.email_confirmed);
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    roles: rolesOf(row.email, adminEmails),
    isActive: Boolean(row.is_active) && row.deleted_at === null,
    emailConfirmed,
    isEmailConfirmed: emailConfirmed,
    createdAt: row.created_at,
  };
}

/** A user name as names are compared: cleaned of invisible characters, trimmed, lower case. */
export function normalizeUsername(username: string): string {
  return nameKey(username);
}

export const DUPLICATE_MESSAGES = {
  email: 'An account with this email already exists.',
  username: 'This username is already taken.',
} as const;

/** 409 naming each taken field, as registration and profile edits report them. */
export async function assertAvailable(
  deps: ServiceDeps,
  email: string,
  username: string,
  exceptUserId?: string,
): Promise<void> {
  const [byEmail, byName] = await Promise.all([
    users.findUserByEmail(deps.db, email),
    users.findUserByUsername(deps.db, normalizeUsername(username)),
  ]);
  const details: Record<string, string[]> = {};
  if (byEmail && byEmail.id !== exceptUserId)
    details[DuplicateField.Email] = [DUPLICATE_MESSAGES.email];
  if (byName && byName.id !== exceptUserId)
    details[DuplicateField.UserName] = [DUPLICATE_MESSAGES.username];
  const messages = Object.values(details).flat();
  if (messages.length > 0) throw alreadyExists(messages.join(' '), details);
}

/** An account that may sign in and receive links: not deactivated, not deleted. */
export async function findActiveAccountByEmail(db: Db, email: string) {
  const row = await users.findUserByEmail(db, email);
  return row && row.is_active && row.deleted_at === null ? row : undefined;
}

/** The account with the id, deleted ones included. */
export async function findAccount(db: Db, id: string): Promise<UserRow | undefined> {
  return users.findUserById(db, id);
}

/**
 * A new, active account whose address is not yet confirmed (unless an invitation mailed to it
 * vouches for it: emailConfirmed); 409 when a name is taken.
 */
export async function createAccount(
  deps: ServiceDeps,
  input: { userName: string; email: string; passwordHash: string; emailConfirmed?: boolean },
): Promise<UserRow> {
  await assertAvailable(deps, input.email, input.userName);
  const now = isoNow();
  const user = {
    id: randomUUID(),
    username: input.userName,
    username_normalized: normalizeUsername(input.userName),
    email: input.email,
    first_name: null,
    last_name: null,
    password_hash: input.passwordHash,
    is_active: true,
    email_confirmed: input.emailConfirmed ?? false,
    locked_until: null,
    created_at: now,
    updated_at: now,
    deleted_at: null,
    last_sign_in_at: null,
  };
  try {
    await users.insertUser(deps.db, user);
  } catch (error) {
    if (isUniqueViolation(error)) await assertAvailable(deps, input.email, input.userName);
    throw error;
  }
  return { ...user, failed_login_count: 0 };
}

export async function setPassword(db: Db, userId: string, passwordHash: string): Promise<void> {
  await users.updateUser(db, userId, { password_hash: passwordHash, updated_at: isoNow() });
}

export async function confirmEmail(db: Db, userId: string): Promise<void> {
  await users.updateUser(db, userId, { email_confirmed: true, updated_at: isoNow() });
}

/** Notes a sign-in; answers whether it is the account's first one. */
export async function recordSignIn(db: Db, user: UserRow): Promise<boolean> {
  await users.updateUser(db, user.id, { last_sign_in_at: isoNow() });
  return user.last_sign_in_at === null;
}

export function createUsersService(deps: ServiceDeps) {
  const { db } = deps;

  async function requireUser(userId: string): Promise<UserRow> {
    const row = await users.findUserById(db, userId);
    if (!row || row.deleted_at !== null) throw notFound('User not found');
    return row;
  }

  return {
    async getProfile(userId: string): Promise<UserProfile> {
      return toProfile(await requireUser(userId), deps.config.adminEmails);
    },

    /**
     * A new e-mail address must be confirmed again: a fresh link goes to it, in the user's
     * language, else the request's.
     */
    async updateProfile(
      userId: string,
      input: z.output<typeof updateProfileRequestSchema>,
      language: Language,
    ): Promise<UserProfile> {
      const current = await requireUser(userId);
      await assertAvailable(deps, input.email, input.username, userId);
      const emailChanged = input.email !== current.email;
      try {
        await db.transaction().execute(async (trx) => {
          // The groups first, then the account: the order a write takes them in (the group's lock,
          // then the account its rows name), so the two never wait for each other in a circle.
          if (emailChanged) await touchGroupsNaming(trx, [userId]);
          await users.updateUser(trx, userId, {
            username: input.username,
            username_normalized: normalizeUsername(input.username),
            email: input.email,
            ...(emailChanged ? { email_confirmed: false } : {}),
            updated_at: isoNow(),
          });
        });
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        await assertAvailable(deps, input.email, input.username, userId);
        throw error;
      }
      const updated = await requireUser(userId);
      if (emailChanged) await sendActivationLink(deps, updated, language);
      return toProfile(updated, deps.config.adminEmails);
    },

    /**
     * Deactivates at once (sign-in refused, sessions ended, push notifications off, groups left,
     * sole-owned groups handed on or deleted); the purge removes the account's data later.
     */
    async deleteProfile(userId: string): Promise<void> {
      await requireUser(userId);
      await db.transaction().execute(async (trx) => {
        // The groups before the account, as an address change takes them (touchGroupsNaming).
        await releaseMemberships(trx, userId);
        const now = isoNow();
        await users.updateUser(trx, userId, { is_active: false, deleted_at: now, updated_at: now });
        await endUserSessions(trx, userId);
        await deletePushSubscriptionsOf(trx, userId);
      });
    },

    /** Removes accounts deleted more than 30 days ago, and expired sessions, tokens and limits. */
    async purge(now = Date.now()): Promise<{ accounts: number }> {
      const accounts = await db.transaction().execute(async (trx) => {
        const ids = await users.usersDeletedBefore(trx, isoAt(now - ACCOUNT_RETENTION_MS));
        // Former members' figures stay in their groups, named by nothing once the account is gone.
        await touchGroupsNaming(trx, ids);
        return users.deleteUsers(trx, ids);
      });
      await deleteExpiredSessions(db, isoAt(now));
      await purgeExpiredLinks(db, now);
      await purgeEndedWindows(db, now);
      return { accounts };
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
