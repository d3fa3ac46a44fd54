import {
  AttachmentMessage,
  ErrorCode,
  fileTooLargeMessage,
  groupFullMessage,
  type Attachment,
  type AttachmentContentType,
  type BackupAttachment,
} from '@budget/contract';
import { createHash, randomUUID } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError, notFound, validationFailed } from '../../lib/app-error.ts';
import { memberName } from '../../lib/member-name.ts';
import { isoNow } from '../../lib/time.ts';
import type { AttachmentsConfig } from '../../plugins/attachments-config.ts';
import { GroupAction, type GroupAccess } from '../access/group-access.ts';
import { TRANSACTION_NOT_FOUND, type WritePath } from '../write-path/write-path.ts';
import { attachmentBackup } from './attachment-backup.ts';
import { attachmentFiles } from './attachment-files.ts';
import { cleanFileName } from './file-names.ts';
import * as repository from './attachments.repository.ts';
import { receive, type Received } from './incoming.ts';
import { isImage, SNIFF_BYTES, sniffType } from './sniff.ts';
import { keysOf, THUMBNAIL_SUFFIX, type AttachmentStore } from './storage/store.ts';
import type { Thumbnails } from './thumbnails.ts';

const refused = (message: string) => validationFailed(message, { file: [message] });

function toAttachment(row: repository.AttachmentRow): Attachment {
  return {
    id: row.id,
    transactionId: row.transaction_id,
    groupId: row.group_id,
    fileName: row.file_name,
    contentType: row.content_type as AttachmentContentType,
    size: Number(row.size),
    hasThumbnail: Boolean(row.has_thumbnail),
    createdAt: row.created_at,
    uploadedBy: row.email === null ? null : memberName({ ...row, email: row.email }),
  };
}

export interface Upload {
  file: Readable;
  fileName: string | undefined;
  /** Whether the multipart parser cut the file at its limit. */
  truncated: () => boolean;
  /** Reads what the body holds after the file, refusing what it may not (a second file). */
  rest?: () => Promise<void>;
}

interface Deps {
  db: Kysely<Database>;
  writes: WritePath;
  store: AttachmentStore;
  limits: AttachmentsConfig;
  thumbnails: Thumbnails;
}

/** The stored file checked: its type sniffed and its thumbnail made; refusals say why. */
async function checked(
  received: Received,
  { limits, thumbnails }: Pick<Deps, 'limits' | 'thumbnails'>,
) {
  if (received.tooLarge) {
    const message = fileTooLargeMessage(limits.maxFileMb);
    throw new AppError(413, ErrorCode.Validation, message, { file: [message] });
  }
  if (received.size === 0) throw refused(AttachmentMessage.EmptyFile);
  const contentType = await sniffType(received.head);
  if (!contentType) throw refused(AttachmentMessage.TypeNotAllowed);
  const thumbnail = isImage(contentType) ? await thumbnails.make(received.path) : null;
  return { contentType, thumbnail };
}

async function keep(
  deps: Deps,
  access: GroupAccess,
  transactionId: string,
  named: { fileName: string | undefined; createdAt?: string },
  received: Received,
) {
  const { db, writes, store, limits } = deps;
  const { contentType, thumbnail } = await checked(received, deps);
  const id = randomUUID();
  // Noted before a byte is stored: files a process stopped here leaves are found by their note
  // (attachment-files.ts, sweepStrays).
  await repository.noteUpload(db, id, isoNow());
  try {
    await store.putFile(id, received.path, received.size, contentType);
    if (thumbnail) await store.putBytes(`${id}${THUMBNAIL_SUFFIX}`, thumbnail, 'image/jpeg');
    const row = {
      id,
      transaction_id: transactionId,
      file_name: cleanFileName(named.fileName, contentType),
      content_type: contentType,
      size: received.size,
      sha256: received.sha256,
      has_thumbnail: thumbnail !== null,
      created_by: access.userId,
      created_at: named.createdAt ?? isoNow(),
    };
    await writes.addAttachment(access, row, (total) => {
      if (total > limits.maxGroupBytes) throw refused(groupFullMessage(limits.maxGroupMb));
    });
  } catch (error) {
    // The refusal is the answer, whatever the cleanup meets: files it could not remove keep
    // their note for the stray sweep.
    const kept = await store.remove(keysOf(id)).catch(() => keysOf(id));
    if (kept.length === 0) await repository.forgetUploads(db, [id]).catch(() => undefined);
    throw error;
  }
  await repository.forgetUploads(db, [id]);
  return id;
}

/** A backup's attachment into the restored transaction, checked as an upload is. */
async function restoreOne(
  deps: Deps,
  access: GroupAccess,
  transactionId: string,
  item: BackupAttachment,
): Promise<void> {
  const bytes = Buffer.from(item.data, 'base64');
  const path = join(deps.store.incomingDir, `${randomUUID()}.part`);
  await writeFile(path, bytes);
  try {
    const received: Received = {
      path,
      size: bytes.length,
      sha256: createHash('sha256').update(bytes).digest('hex'),
      head: bytes.subarray(0, SNIFF_BYTES),
      tooLarge: bytes.length > deps.limits.maxFileBytes,
    };
    await keep(deps, access, transactionId, item, received);
  } finally {
    await rm(path, { force: true });
  }
}

/** A transaction's attachments: read by every role of its group, added and deleted by writers. */
export function createAttachmentsService(deps: Deps) {
  const { db, writes, store, limits } = deps;
  const files = attachmentFiles(db, store);

  async function readable(access: GroupAccess, attachmentId: string) {
    const row = await repository.findAttachment(db, attachmentId);
    if (!row) throw notFound(AttachmentMessage.NotFound);
    await access.require(row.group_id, GroupAction.Read, AttachmentMessage.NotFound);
    return row;
  }

  return {
    files,
    store,
    backupPieces: attachmentBackup(db, store),
    restore: (access: GroupAccess, transactionId: string, item: BackupAttachment) =>
      restoreOne(deps, access, transactionId, item),

    async list(access: GroupAccess, transactionId: string): Promise<Attachment[]> {
      const groupId = await repository.groupOfTransaction(db, transactionId);
      if (groupId === undefined) throw notFound(TRANSACTION_NOT_FOUND);
      await access.require(groupId, GroupAction.Read, TRANSACTION_NOT_FOUND);
      return (await repository.listAttachments(db, transactionId)).map(toAttachment);
    },

    /** The caller may write to the transaction's group: checked before a byte is read. */
    async mayUpload(access: GroupAccess, transactionId: string): Promise<void> {
      const groupId = await repository.groupOfTransaction(db, transactionId);
      if (groupId === undefined) throw notFound(TRANSACTION_NOT_FOUND);
      await access.require(groupId, GroupAction.Write, TRANSACTION_NOT_FOUND);
    },

    /**
     * Streams the file to a local part, checks it, stores it and its thumbnail, then adds its row;
     * whatever fails on the way leaves nothing behind.
     */
    async upload(access: GroupAccess, transactionId: string, upload: Upload): Promise<Attachment> {
      // One byte past the limit is enough to tell it is too large.
      const received = await receive(upload.file, store.incomingDir, limits.maxFileBytes).catch(
        (error: unknown) => {
          // The parser's own refusals carry their status; a body cut short carries none.
          if ((error as { statusCode?: number }).statusCode) throw error;
          throw refused(AttachmentMessage.BrokenUpload);
        },
      );
      if (upload.truncated()) received.tooLarge = true;
      try {
        await upload.rest?.();
        const id = await keep(deps, access, transactionId, upload, received);
        const row = await repository.findAttachment(db, id);
        if (!row) throw notFound(AttachmentMessage.NotFound);
        return toAttachment(row);
      } finally {
        await rm(received.path, { force: true });
      }
    },

    /** The attachment and its bytes (or its thumbnail's); 404 for anyone outside its group. */
    async open(access: GroupAccess, attachmentId: string, thumbnail: boolean) {
      const row = await readable(access, attachmentId);
      if (thumbnail && !row.has_thumbnail) throw notFound(AttachmentMessage.NotFound);
      const bytes = await store.read(thumbnail ? `${row.id}${THUMBNAIL_SUFFIX}` : row.id);
      if (!bytes) throw notFound(AttachmentMessage.NotFound);
      return { attachment: toAttachment(row), bytes };
    },

    async remove(access: GroupAccess, attachmentId: string): Promise<void> {
      await writes.deleteAttachment(access, attachmentId);
      // The row is gone and the answer says so; files the sweep cannot remove now stay noted,
      // and the sweep after the answer (attachments.plugin.ts) logs why.
      await files.sweep().catch(() => 0);
    },
  };
}

export type AttachmentsService = ReturnType<typeof createAttachmentsService>;
