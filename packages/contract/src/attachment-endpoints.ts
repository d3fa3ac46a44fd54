import type { z } from 'zod';
import type {
  Attachment,
  attachmentParamsSchema,
  transactionAttachmentsParamsSchema,
} from './attachments.ts';

/**
 * An upload's body: multipart/form-data (the browser's FormData) with the file in the field
 * ATTACHMENT_FILE_FIELD. The contract names no DOM type, so callers build it themselves.
 */
export type AttachmentUploadBody = unknown;
/** A file or thumbnail download: the bytes themselves (a Blob in the browser). */
export type AttachmentBytes = unknown;

type TransactionParams = z.input<typeof transactionAttachmentsParamsSchema>;
type AttachmentParams = z.input<typeof attachmentParamsSchema>;

/**
 * A transaction's attachments, part of ApiEndpoints. An upload is a multipart/form-data body
 * with one file in the field ATTACHMENT_FILE_FIELD ('file'); the file and the thumbnail answer
 * their bytes (not an envelope) with the stored type, `Content-Disposition`, `nosniff` and a
 * `sandbox` Content-Security-Policy. Owners and Members upload and delete; Viewers read too.
 */
export interface AttachmentEndpoints {
  'GET /transactions/:transactionId/attachments': {
    params: TransactionParams;
    response: Attachment[];
  };
  'POST /transactions/:transactionId/attachments': {
    params: TransactionParams;
    body: AttachmentUploadBody;
    response: Attachment;
  };
  'GET /attachments/:attachmentId/file': { params: AttachmentParams; response: AttachmentBytes };
  'GET /attachments/:attachmentId/thumbnail': {
    params: AttachmentParams;
    response: AttachmentBytes;
  };
  'DELETE /attachments/:attachmentId': { params: AttachmentParams; response: null };
}
