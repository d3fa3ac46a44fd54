import { LANGUAGES, type Language } from '@budget/contract';
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
  /** The language the user chose (docs/decisions.md, 'Languages'); null: the browser's. */
  language: Language | null;
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

type SessionRow = Awaited<ReturnType<typeof repository.findActiveSessions>>[number];

/** A session's rows as the request sees it; a browser session slides forward on use. */
async function toSession(db: Kysely<Database>, rows: SessionRow[], now: number) {
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
    language: LANGUAGES.find((language) => language === row.language) ?? null,
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

type Waiter = { resolve: (session: AuthSession | null) => void; reject: (error: unknown) => void };

/**
 * Resolves cookie tokens to their live sessions. The checks asked in one turn of the event loop
 * (the requests whose first bytes arrived together) are read in one statement, sent after they
 * have all arrived: every request still sees the sessions and memberships as they are after it
 * came in, and a burst of N requests costs one database round trip instead of N
 * (docs/performance.md, 'Request path').
 */
export function createSessionResolver(db: Kysely<Database>) {
  let waiting: Map<string, Waiter[]> | null = null;

  const fail = (waiters: Waiter[], error: unknown) => {
    for (const waiter of waiters) waiter.reject(error);
  };

  async function check(batch: Map<string, Waiter[]>) {
    const now = Date.now();
    let rows: SessionRow[];
    try {
      rows = await repository.findActiveSessions(db, JSON.stringify([...batch.keys()]), isoAt(now));
    } catch (error) {
      for (const waiters of batch.values()) fail(waiters, error);
      return;
    }
    const bySession = new Map<string, SessionRow[]>();
    for (const row of rows) {
      const list = bySession.get(row.id);
      if (list) list.push(row);
      else bySession.set(row.id, [row]);
    }
    // Each session on its own: one waiting on its sliding-expiry write (or failing it) holds up
    // or fails only its own requests.
    await Promise.all(
      [...batch].map(async ([id, waiters]) => {
        try {
          const session = await toSession(db, bySession.get(id) ?? [], now);
          for (const waiter of waiters) waiter.resolve(session && { ...session });
        } catch (error) {
          fail(waiters, error);
        }
      }),
    );
  }

  return (token: string): Promise<AuthSession | null> =>
    new Promise((resolve, reject) => {
      if (waiting === null) {
        const batch = (waiting = new Map());
        setImmediate(() => {
          waiting = null;
          void check(batch);
        });
      }
      const id = hashToken(token);
      const waiters = waiting.get(id);
      if (waiters) waiters.push({ resolve, reject });
      else waiting.set(id, [{ resolve, reject }]);
    });
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
