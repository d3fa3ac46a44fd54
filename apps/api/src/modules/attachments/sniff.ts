import { ATTACHMENT_CONTENT_TYPES, type AttachmentContentType } from '@budget/contract';
import { fileTypeFromBuffer } from 'file-type';

/** Bytes of a file's start enough to tell its type (file-type's own sample size). */
export const SNIFF_BYTES = 4100;

/**
 * The type the file's first bytes say it is, when it is one attachments accept; null otherwise,
 * whatever its name or the browser claims.
 */
export async function sniffType(head: Uint8Array): Promise<AttachmentContentType | null> {
  const found = await fileTypeFromBuffer(head);
  const mime = found?.mime;
  return ATTACHMENT_CONTENT_TYPES.find((type) => type === mime) ?? null;
}

export function isImage(type: AttachmentContentType): boolean {
  return type.startsWith('image/');
}
