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

export async function deleteEndedWindows(db: Kysely<Database>, now: number): Promise<void> {
  await db.deleteFrom('rate_limits').where('window_ends_at', '<=', now).execute();
}
