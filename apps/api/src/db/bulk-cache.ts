import { PostgresAdapter, sql, type Kysely } from 'kysely';
import type { Database } from './schema.ts';

/** SQLite's page cache while a write of many rows runs, unless configured (SQLITE_BULK_CACHE_MB). */
export const DEFAULT_SQLITE_BULK_CACHE_BYTES = 512 * 1024 ** 2;

/** SQLite's own default page cache (2,000 KiB), which every connection here otherwise keeps. */
const USUAL_CACHE_KIB = 2000;

interface BulkCache {
  kib: number;
  /** Writes of many rows running now: the first enlarges the cache, the last gives it back. */
  running: number;
}

const caches = new WeakMap<Kysely<Database>, BulkCache>();

/** The page cache `db`'s writes of many rows run with (openDatabase, config's SQLITE_BULK_CACHE_MB). */
export function setBulkCache(db: Kysely<Database>, bytes: number): void {
  caches.set(db, { kib: Math.floor(bytes / 1024), running: 0 });
}

const cacheSize = (db: Kysely<Database>, kib: number) =>
  sql.raw(`pragma cache_size = -${kib}`).execute(db);

/**
 * Runs a write of many rows (an import, its undo, rules applied to a history, a restore) with a
 * larger SQLite page cache. Its one transaction changes more pages than the usual 2 MB cache
 * holds, and SQLite then writes them into the WAL before the commit, some of them many times:
 * 200 rules applied to 1,000,000 transactions took 228 s with the usual cache and 148 s with
 * 128 MiB on a host where 512 MiB took 109-125 s (docs/performance.md, 'Rules on existing
 * transactions'). The cache
 * is given back when the last such write ends; the memory it held returns to the allocator.
 * `SQLITE_BULK_CACHE_MB=0` keeps the usual cache. PostgreSQL: `work` as it is.
 */
export async function withBulkCache<T>(db: Kysely<Database>, work: () => Promise<T>): Promise<T> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) return work();
  if (!caches.has(db)) setBulkCache(db, DEFAULT_SQLITE_BULK_CACHE_BYTES);
  const cache = caches.get(db) as BulkCache;
  if (cache.kib <= USUAL_CACHE_KIB) return work();
  cache.running += 1;
  try {
    if (cache.running === 1) await cacheSize(db, cache.kib);
    return await work();
  } finally {
    cache.running -= 1;
    // The write has ended (committed or not); a cache not given back (the database closing)
    // must not turn its answer into a failure.
    if (cache.running === 0) await cacheSize(db, USUAL_CACHE_KIB).catch(() => undefined);
  }
}
