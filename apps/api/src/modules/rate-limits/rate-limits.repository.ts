import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/**
 * Counts one hit for the key in its fixed window, starting a new window when the old one has
 * ended, atomically in one statement so that several server processes share the count.
 */
export async function recordHit(
  db: Kysely<Database>,
  key: string,
  now: number,
  windowMs: number,
): Promise<{ hits: number; windowEndsAt: number }> {
  const row = await db
    .insertInto('rate_limits')
    .values({ key, window_ends_at: now + windowMs, hits: 1 })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        hits: sql`case when rate_limits.window_ends_at <= ${now} then 1 else rate_limits.hits + 1 end`,
        window_ends_at: sql`case when rate_limits.window_ends_at <= ${now} then ${now + windowMs} else rate_limits.window_ends_at end`,
      }),
    )
    .returning(['hits', 'window_ends_at'])
    .executeTakeFirstOrThrow();
  return { hits: Number(row.hits), windowEndsAt: Number(row.window_ends_at) };
}

/** The key's count and the end of its window, when it has a row. */
export async function findCounter(db: Kysely<Database>, key: string) {
  const row = await db
    .selectFrom('rate_limits')
    .select(['hits', 'window_ends_at'])
    .where('key', '=', key)
    .executeTakeFirst();
  return row && { hits: Number(row.hits), windowEndsAt: Number(row.window_ends_at) };
}

/**
 * Counts one failure for the key, atomically in one statement: a count whose window has ended
 * starts again at 1. The window then ends `holdMs` from now once the count reaches `limit`,
 * else `forgetMs` from now (each failure pushes it on).
 */
export async function recordFailure(
  db: Kysely<Database>,
  key: string,
  now: number,
  rule: { limit: number; holdMs: number; forgetMs: number },
): Promise<{ hits: number; windowEndsAt: number }> {
  const hits = sql<number>`case when rate_limits.window_ends_at <= ${now} then 1 else rate_limits.hits + 1 end`;
  const row = await db
    .insertInto('rate_limits')
    .values({
      key,
      hits: 1,
      window_ends_at: now + (rule.limit <= 1 ? rule.holdMs : rule.forgetMs),
    })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        hits,
        // Both ends are parameters, so PostgreSQL is told their type.
        window_ends_at: sql`cast(case when ${hits} >= ${rule.limit} then ${now + rule.holdMs} else ${now + rule.forgetMs} end as bigint)`,
      }),
    )
    .returning(['hits', 'window_ends_at'])
    .executeTakeFirstOrThrow();
  return { hits: Number(row.hits), windowEndsAt: Number(row.window_ends_at) };
}

export async function deleteCounter(db: Kysely<Database>, key: string): Promise<void> {
  await db.deleteFrom('rate_limits').where('key', '=', key).execute();
}

export async function deleteEndedWindows(db: Kysely<Database>, now: number): Promise<void> {
  await db.deleteFrom('rate_limits').where('window_ends_at', '<=', now).execute();
}
