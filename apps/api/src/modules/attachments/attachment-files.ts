import { opendir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import * as repository from './attachments.repository.ts';
import { keysOf, THUMBNAIL_SUFFIX, type AttachmentStore } from './storage/store.ts';

const BATCH = 200;

/**
 * A stored file without its row, or an upload's part, this much older than now is a stray: an
 * upload stores its file and commits its row within one request, so only a process stopped in
 * between leaves one, and a day is far longer than any upload.
 */
export const STRAY_AGE_MS = 24 * 60 * 60 * 1000;

/** An attachment's file or its thumbnail (`<uuid>` or `<uuid>.thumb`); anything else is left. */
const ATTACHMENT_KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(\.thumb)?$/;

const idOfKey = (key: string) =>
  key.endsWith(THUMBNAIL_SUFFIX) ? key.slice(0, -THUMBNAIL_SUFFIX.length) : key;

/** Removes upload parts in `dir` written before `cutoff`. */
async function removeOldParts(dir: string, cutoff: number): Promise<number> {
  let removed = 0;
  for await (const entry of await opendir(dir)) {
    if (!entry.isFile() || !entry.name.endsWith('.part')) continue;
    const path = join(dir, entry.name);
    const stats = await stat(path).catch(() => null);
    if (!stats || stats.mtimeMs > cutoff) continue;
    await rm(path, { force: true });
    removed++;
  }
  return removed;
}

/**
 * Files whose rows are gone: every delete of a row (with its transaction, its group, an account's
 * groups, or itself) notes its id in the database transaction that deletes it (migration 0037's
 * trigger), and the files go after the commit, here. Run after the writes that delete and on the
 * purge schedule; two processes running it at once only remove a file twice.
 */
export function attachmentFiles(db: Kysely<Database>, store: AttachmentStore) {
  let running: Promise<number> | null = null;

  async function removeNoted(): Promise<number> {
    let removed = 0;
    for (;;) {
      const ids = await repository.removedAttachments(db, BATCH);
      if (ids.length === 0) return removed;
      await store.remove(ids.flatMap(keysOf));
      await repository.forgetRemoved(db, ids);
      removed += ids.length;
    }
  }

  /** Stored files older than `cutoff` whose rows do not exist, removed a batch at a time. */
  async function removeStrayFiles(cutoff: number): Promise<number> {
    let removed = 0;
    let batch: string[] = [];
    const flush = async () => {
      const kept = await repository.existingAttachmentIds(db, [...new Set(batch.map(idOfKey))]);
      const strays = batch.filter((key) => !kept.has(idOfKey(key)));
      await store.remove(strays);
      removed += strays.length;
      batch = [];
    };
    for await (const { key, modifiedAt } of store.entries()) {
      if (modifiedAt > cutoff || !ATTACHMENT_KEY.test(key)) continue;
      batch.push(key);
      if (batch.length >= BATCH) await flush();
    }
    await flush();
    return removed;
  }

  return {
    /**
     * Removes what a process stopped mid-upload left (docs/decisions.md, 'Attachments'): stored
     * files without rows and upload parts, older than STRAY_AGE_MS before `now`.
     */
    async sweepStrays(now = Date.now()): Promise<number> {
      const cutoff = now - STRAY_AGE_MS;
      return (await removeOldParts(store.incomingDir, cutoff)) + (await removeStrayFiles(cutoff));
    },

    /** Removes the noted files; a call while one runs joins it and then runs again. */
    async sweep(): Promise<number> {
      while (running) await running.catch(() => 0);
      running = removeNoted();
      try {
        return await running;
      } finally {
        running = null;
      }
    },
  };
}
