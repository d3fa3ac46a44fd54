import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { tooManyRequests } from '../../lib/app-error.ts';
import { deleteEndedWindows, recordHit } from './rate-limits.repository.ts';

export interface RateLimitRule {
  key: string;
  limit: number;
  windowMs: number;
  message?: string;
}

/** Counts a hit against each rule and refuses (429) when any is over its limit. */
export async function enforceRateLimits(
  db: Kysely<Database>,
  rules: RateLimitRule[],
): Promise<void> {
  const now = Date.now();
  for (const rule of rules) {
    const { hits, windowEndsAt } = await recordHit(db, rule.key, now, rule.windowMs);
    if (hits > rule.limit) {
      throw tooManyRequests(Math.max(1, Math.ceil((windowEndsAt - now) / 1000)), rule.message);
    }
  }
}

/** Forgets the windows that have ended (the purge). */
export async function purgeEndedWindows(db: Kysely<Database>, now: number): Promise<void> {
  await deleteEndedWindows(db, now);
}
