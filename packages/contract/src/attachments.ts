import { z } from 'zod';
import { NOT_BLANK } from './fields.ts';

/**
 * Receipts and other files attached to a transaction (docs/decisions.md, 'Attachments'). The
 * server decides a file's type from its first bytes, never from its name or the browser's word.
 */
export const ATTACHMENT_CONTENT_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'application/pdf',
] as const;
export type AttachmentContentType = (typeof ATTACHMENT_CONTENT_TYPES)[number];

/** The multipart field an upload's file goes in (one file per request). */
export const ATTACHMENT_FILE_FIELD = 'file';
/** The longest file name kept; a longer one is cut (its extension kept). */
export const ATTACHMENT_NAME_MAX = 200;
/** The longest side of a thumbnail, in pixels. */
export const ATTACHMENT_THUMBNAIL_SIZE = 320;

export const attachmentSchema = z.object({
  id: z.string(),
  transactionId: z.string(),
  groupId: z.string(),
  /** As the uploader's device named it (no folders), for the download's name. */
  fileName: z.string(),
  /** Sniffed from the content: one of ATTACHMENT_CONTENT_TYPES. */
  contentType: z.enum(ATTACHMENT_CONTENT_TYPES),
  /** Bytes. */
  size: z.number().int(),
  /** Images have one (GET /attachments/:attachmentId/thumbnail, a JPEG); PDFs none. */
  hasThumbnail: z.boolean(),
  createdAt: z.iso.datetime(),
  /** The uploader's display name; null once their account is gone. */
  uploadedBy: z.string().nullable(),
});
export type Attachment = z.infer<typeof attachmentSchema>;

/** /transactions/{transactionId}/attachments */
export const transactionAttachmentsParamsSchema = z.object({
  transactionId: z
    .string()
    .trim()
    .regex(NOT_BLANK, 'Transaction ID is required')
    .max(64, 'Transaction ID is invalid'),
});

/** /attachments/{attachmentId}[/file|/thumbnail] */
export const attachmentParamsSchema = z.object({
  attachmentId: z
    .string()
    .trim()
    .regex(NOT_BLANK, 'Attachment ID is required')
    .max(64, 'Attachment ID is invalid'),
});

/** The fixed messages of the attachment routes; the size limits' are patterns (with numbers). */
export const AttachmentMessage = {
  /** 404 NotFound: no such attachment, or not one of the caller's groups. */
  NotFound: 'Attachment not found',
  /** 400 Validation, details.file: the content is none of the accepted types. */
  TypeNotAllowed: 'Only JPEG, PNG and WebP images and PDF files can be attached',
  /** 400 Validation, details.file: the request is not multipart or holds no file. */
  NoFile: 'Choose a file to attach',
  /** 400 Validation, details.file: the multipart body ended before its file did. */
  BrokenUpload: 'The file did not arrive whole. Please try again',
  /** 400 Validation, details.file: the file is empty. */
  EmptyFile: 'The file is empty',
  /** 400 Validation, details.file: the body holds a second file (each upload attaches one). */
  OneFile: 'Attach one file at a time',
} as const;

/**
 * 413 PayloadTooLarge, details.file: `The file is larger than {limit} MB, the most one file may
 * be`; 400 Validation, details.file: `The group's attachments would pass {limit} MB, the most it
 * may hold` (the web shows the message as it comes).
 */
export function fileTooLargeMessage(limitMb: number): string {
  return `The file is larger than ${limitMb} MB, the most one file may be`;
}

export function groupFullMessage(limitMb: number): string {
  return `The group's attachments would pass ${limitMb} MB, the most it may hold`;
}

/**
 * At most this many bytes of attachments go into a group's backup (oldest first); the rest are
 * counted in its `attachmentsLeftOut`. POST /groups/restore takes the backup's own limit plus
 * these bytes in base64 (docs/decisions.md, 'Attachments').
 */
export const MAX_BACKUP_ATTACHMENT_BYTES = 100 * 1024 * 1024;

/** An attachment in a group's backup: its file in base64, tied to a transaction by its `id`. */
export const backupAttachmentSchema = z.object({
  transactionId: z.string().trim().min(1).max(64),
  fileName: z.string().max(ATTACHMENT_NAME_MAX),
  createdAt: z.iso.datetime({ offset: true }),
  data: z.base64('Not a file in base64').min(1),
});
export type BackupAttachment = z.output<typeof backupAttachmentSchema>;
