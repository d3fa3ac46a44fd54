import { opendir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import * as repository from './attachments.repository.ts';
import { keysOf, type AttachmentStore } from './storage/store.ts';

const BATCH = 200;

/**
 * An upload noted (or an upload's part written) this much before now is a stray: an upload
 * stores its files and commits its row, or removes them again, within one request, so only a
 * process stopped in between leaves one, and a day is far longer than any upload.
 */
export const STRAY_AGE_MS = 24 * 60 * 60 * 1000;

/** Removes upload parts in `dir` written before `cutoff` (ms since the epoch). */
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

/** The ids whose every key is gone, given the keys a removal could not take. */
const allGone = (ids: string[], kept: string[]) =>
  ids.filter((id) => keysOf(id).every((key) => !kept.includes(key)));

/**
 * Files whose rows are gone: every delete of a row (with its transaction, its group, an account's
 * groups, or itself) notes its id in the database transaction that deletes it (migration 0037's
 * trigger), and the files go after the commit, here. Run after the writes that delete and on the
 * purge schedule; two processes running it at once only remove a file twice. Files of uploads a
 * stopped process left are found from their notes (migration 0038), never by listing the store.
 */
export function attachmentFiles(db: Kysely<Database>, store: AttachmentStore) {
  let running: Promise<number> | null = null;

  /** A file the store could not remove keeps its note for the next sweep. */
  async function removeNoted(): Promise<number> {
    let removed = 0;
    let after = '';
    for (;;) {
      const ids = await repository.removedAttachments(db, BATCH, after);
      if (ids.length === 0) return removed;
      const gone = allGone(ids, await store.remove(ids.flatMap(keysOf)));
      await repository.forgetRemoved(db, gone);
      removed += gone.length;
      after = ids.at(-1)!;
    }
  }

  return {
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

    /**
     * Removes what a process stopped mid-upload left (docs/decisions.md, 'Attachments'): the
     * files of uploads noted more than STRAY_AGE_MS before `now` that no row holds, and upload
     * parts as old.
     */
    async sweepStrays(now = Date.now()): Promise<number> {
      let removed = await removeOldParts(store.incomingDir, now - STRAY_AGE_MS);
      const before = new Date(now - STRAY_AGE_MS).toISOString();
      for (;;) {
        const ids = await repository.staleUploads(db, before, BATCH);
        if (ids.length === 0) return removed;
        // A process may have stopped after the row committed, before forgetting the note.
        const held = await repository.existingAttachmentIds(db, ids);
        const strays = ids.filter((id) => !held.has(id));
        const gone = allGone(strays, await store.remove(strays.flatMap(keysOf)));
        await repository.forgetUploads(db, [...held, ...gone]);
        removed += gone.length;
        // What could not be removed stays noted: the next day's sweep tries again.
        if (gone.length + held.size < ids.length) return removed;
      }
    },
  };
}
