import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { hashToken, randomToken } from '../../lib/tokens.ts';
import { DAY, HOUR, MINUTE, isoAt } from '../../lib/time.ts';
import * as repository from './sessions.repository.ts';

/** rememberMe: a 30-day session in a persistent cookie; otherwise 12 h of idleness ends it. */
export const PERSISTENT_SESSION_MS = 30 * DAY;
export const IDLE_SESSION_MS = 12 * HOUR;
/** Sliding expiry is written at most this often, so reads do not turn into writes. */
const TOUCH_INTERVAL_MS = MINUTE;

/** A group the session's user belongs to, read with the session. */
export interface SessionMembership {
  groupId: string;
  role: number;
  /** The group's data version (answers cached from the group are keyed by it). */
  version: number;
}

export interface AuthSession {
  id: string;
  userId: string;
  email: string;
  emailConfirmed: boolean;
  persistent: boolean;
  expiresAt: string;
  /** The user's groups as they are at the start of this request. */
  memberships: SessionMembership[];
  /** When exchange rates were last imported, by any process, as of this request. */
  ratesStamp: string | null;
}

export interface IssuedSession {
  token: string;
  persistent: boolean;
  expiresAt: string;
}

function lifetime(persistent: boolean) {
  return persistent ? PERSISTENT_SESSION_MS : IDLE_SESSION_MS;
}

export async function issueSession(
  db: Kysely<Database> | Transaction<Database>,
  userId: string,
  persistent: boolean,
): Promise<IssuedSession> {
  const token = randomToken();
  const now = Date.now();
  const expiresAt = isoAt(now + lifetime(persistent));
  await repository.insertSession(db, {
    id: hashToken(token),
    user_id: userId,
    persistent,
    created_at: isoAt(now),
    last_used_at: isoAt(now),
    expires_at: expiresAt,
  });
  return { token, persistent, expiresAt };
}

/** Resolves a cookie token to its live session; browser sessions slide forward on use. */
export async function resolveSession(
  db: Kysely<Database>,
  token: string,
): Promise<AuthSession | null> {
  const now = Date.now();
  const rows = await repository.findActiveSession(db, hashToken(token), isoAt(now));
  const [row] = rows;
  if (!row) return null;
  const persistent = Boolean(row.persistent);
  let expiresAt = row.expires_at;
  if (!persistent && now - Date.parse(row.last_used_at) > TOUCH_INTERVAL_MS) {
    expiresAt = isoAt(now + IDLE_SESSION_MS);
    await repository.extendSession(db, row.id, isoAt(now), expiresAt);
  }
  return {
    id: row.id,
    userId: row.user_id,
    email: row.email,
    emailConfirmed: Boolean(row.email_confirmed),
    persistent,
    expiresAt,
    ratesStamp: row.rates_stamp ?? null,
    memberships: rows.flatMap((member) =>
      member.group_id === null
        ? []
        : [
            {
              groupId: member.group_id,
              role: Number(member.role),
              version: Number(member.data_version),
            },
          ],
    ),
  };
}

/** POST /auth/refresh: a full new lifetime from now. */
export async function refreshSession(db: Kysely<Database>, session: AuthSession): Promise<string> {
  const now = Date.now();
  const expiresAt = isoAt(now + lifetime(session.persistent));
  await repository.extendSession(db, session.id, isoAt(now), expiresAt);
  return expiresAt;
}

export async function endUserSessions(
  db: Kysely<Database> | Transaction<Database>,
  userId: string,
): Promise<void> {
  await repository.deleteUserSessions(db, userId);
}

export const deleteExpiredSessions = repository.deleteExpiredSessions;
