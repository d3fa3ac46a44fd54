import { MAX_BACKUP_ATTACHMENT_BYTES, type BackupAttachment } from '@budget/contract';
import type { Kysely } from 'kysely';
import type { Readable } from 'node:stream';
import type { Database } from '../../db/schema.ts';
import * as repository from './attachments.repository.ts';
import type { AttachmentStore } from './storage/store.ts';

const BATCH = 500;

/** A stream's bytes as base64 pieces: three bytes make four letters, so pieces join cleanly. */
async function* base64Of(bytes: Readable) {
  let rest = Buffer.alloc(0);
  for await (const chunk of bytes) {
    const all = Buffer.concat([rest, chunk as Buffer]);
    const whole = all.length - (all.length % 3);
    if (whole > 0) yield all.subarray(0, whole).toString('base64');
    rest = all.subarray(whole);
  }
  if (rest.length > 0) yield rest.toString('base64');
}

/**
 * The group's attachments as the items of a backup's `attachments` array, each file read from
 * storage and written out in base64 a chunk at a time, so memory does not grow with the files
 * (docs/decisions.md, 'Attachments'). Past MAX_BACKUP_ATTACHMENT_BYTES, and those of a
 * transaction not in `named`, are left out and counted.
 */
export function attachmentBackup(db: Kysely<Database>, store: AttachmentStore) {
  return (groupId: string, named: ReadonlySet<string>) => {
    let leftOut = 0;
    async function* pieces() {
      let after: { created_at: string; id: string } | undefined;
      let total = 0;
      let separator = '';
      for (;;) {
        const rows = await repository.attachmentsOfGroup(db, groupId, BATCH, after);
        for (const row of rows) {
          const bytes = named.has(row.transaction_id) ? await store.read(row.id) : null;
          if (!bytes || total + Number(row.size) > MAX_BACKUP_ATTACHMENT_BYTES) {
            bytes?.destroy();
            leftOut++;
            continue;
          }
          total += Number(row.size);
          const item: Omit<BackupAttachment, 'data'> = {
            transactionId: row.transaction_id,
            fileName: row.file_name,
            createdAt: row.created_at,
          };
          yield `${separator}${JSON.stringify(item).slice(0, -1)},"data":"`;
          yield* base64Of(bytes);
          yield '"}';
          separator = ',';
        }
        after = rows.at(-1);
        if (!after || rows.length < BATCH) return;
      }
    }
    return { pieces: pieces(), leftOut: () => leftOut };
  };
}
