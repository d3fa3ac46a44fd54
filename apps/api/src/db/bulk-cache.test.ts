import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../test/each-database.ts';
import { setBulkCache, withBulkCache } from './bulk-cache.ts';
import { isPostgres } from './database.ts';

const BULK_MB = 64;

describeEachDatabase(
  'a write of many rows, with a larger page cache on SQLite',
  (ctx) => {
    /** The connection's page cache in KiB (SQLite states it negative, as KiB). */
    const cacheKib = async () => {
      const { rows } = await sql<{ cache_size: number }>`pragma cache_size`.execute(ctx().app.db);
      return -Number(rows[0]?.cache_size);
    };

    it('holds SQLITE_BULK_CACHE_MB while writes run, overlapping ones too, then gives it back', async () => {
      const { db } = ctx().app;
      if (isPostgres(db)) {
        // PostgreSQL's buffers are the server's own: the write runs as it is.
        expect(await withBulkCache(db, async () => 'written')).toBe('written');
        return;
      }
      expect(await cacheKib()).toBe(2000);
      let release = () => {};
      const first = withBulkCache(db, async () => {
        const seen = await cacheKib();
        await new Promise<void>((resolve) => (release = resolve));
        return seen;
      });
      // The second starts while the first runs, and ends before it: the cache stays large.
      const second = await withBulkCache(db, cacheKib);
      expect(second).toBe(BULK_MB * 1024);
      expect(await cacheKib()).toBe(BULK_MB * 1024);
      release();
      expect(await first).toBe(BULK_MB * 1024);
      expect(await cacheKib()).toBe(2000);
    });

    it('gives the cache back when the write fails, and the failure reaches its caller', async () => {
      const { db } = ctx().app;
      const failing = withBulkCache(db, async () => {
        throw new Error('refused');
      });
      await expect(failing).rejects.toThrow('refused');
      if (!isPostgres(db)) expect(await cacheKib()).toBe(2000);
    });

    it('keeps the usual cache when SQLITE_BULK_CACHE_MB is 0', async () => {
      const { db } = ctx().app;
      if (isPostgres(db)) return;
      setBulkCache(db, 0);
      try {
        expect(await withBulkCache(db, cacheKib)).toBe(2000);
      } finally {
        setBulkCache(db, BULK_MB * 1024 * 1024);
      }
    });
  },
  { SQLITE_BULK_CACHE_MB: String(BULK_MB) },
);
