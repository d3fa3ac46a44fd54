import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { deleteCounter, findCounter, recordFailure } from './rate-limits.repository.ts';

/**
 * Failures counted per key in the database, so that every server process sees the same count:
 * `limit` failures in a row lock the key for `holdMs`. A count is forgotten `forgetMs` after its
 * last failure, so the purge can remove it like any ended window.
 */
export interface LockoutRule {
  limit: number;
  holdMs: number;
  forgetMs: number;
}

export interface LockoutState {
  locked: boolean;
  /** Failures counted and not yet forgotten. */
  failures: number;
}

export async function lockoutOf(
  db: Kysely<Database>,
  key: string,
  rule: LockoutRule,
  now = Date.now(),
): Promise<LockoutState> {
  const counter = await findCounter(db, key);
  if (!counter || counter.windowEndsAt <= now) return { locked: false, failures: 0 };
  return { locked: counter.hits >= rule.limit, failures: counter.hits };
}

/** Counts a failure; true when it locks the key. */
export async function countFailure(
  db: Kysely<Database>,
  key: string,
  rule: LockoutRule,
  now = Date.now(),
): Promise<boolean> {
  const { hits } = await recordFailure(db, key, now, rule);
  return hits >= rule.limit;
}

/** Forgets the key's failures and lifts its lock. */
export async function clearFailures(db: Kysely<Database>, key: string): Promise<void> {
  await deleteCounter(db, key);
}
