import type { Readable } from 'node:stream';
import type { AttachmentsConfig } from '../../../plugins/attachments-config.ts';
import { folderStore } from './folder-store.ts';
import { bucketStore } from './bucket-store.ts';

/**
 * Where attachments' bytes live, a folder or an S3-compatible bucket (docs/decisions.md,
 * 'Attachments'); the database keeps only their rows. Keys are the attachment's id, and the id
 * with THUMBNAIL_SUFFIX for its thumbnail.
 */
export interface AttachmentStore {
  /** Takes a finished local file into the store under `key`; the local file is gone after. */
  putFile(key: string, path: string, size: number, contentType: string): Promise<void>;
  putBytes(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The stored bytes, or null when there are none under the key. */
  read(key: string): Promise<Readable | null>;
  /**
   * Removes what is there; a key with nothing under it is no error. Answers the keys it could
   * not remove (the sweep keeps their notes, to try again).
   */
  remove(keys: string[]): Promise<string[]>;
  /** Every key stored (the sweep compares them with the rows). */
  keys(): AsyncIterable<string>;
  /** A local folder for uploads under way, on the folder store's own disk. */
  readonly incomingDir: string;
}

export const THUMBNAIL_SUFFIX = '.thumb';

/** The keys of an attachment: its file and its thumbnail. */
export function keysOf(attachmentId: string): string[] {
  return [attachmentId, `${attachmentId}${THUMBNAIL_SUFFIX}`];
}

/** The configured store, its folders made (a bucket must exist already). */
export async function openStore(config: AttachmentsConfig): Promise<AttachmentStore> {
  return config.bucket ? bucketStore(config.bucket, config.dir) : folderStore(config.dir);
}
