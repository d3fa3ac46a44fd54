import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import * as repository from './attachments.repository.ts';
import { keysOf, type AttachmentStore } from './storage/store.ts';

const BATCH = 200;

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
  };
}
