import { ATTACHMENT_FILE_FIELD, type Attachment } from '@budget/contract';
import { uploadFile } from '@/lib/api-upload.ts';

// Apart from attachments.ts, which the list's rows use: the upload's field name comes from a
// contract module that builds schemas, which the list's first screen has no need to run.
/** POST /transactions/:transactionId/attachments (Owner, Member): one file, its progress told. */
export function uploadAttachment(
  transactionId: string,
  file: File,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<Attachment> {
  return uploadFile<Attachment>(
    `/transactions/${encodeURIComponent(transactionId)}/attachments`,
    file,
    {
      field: ATTACHMENT_FILE_FIELD,
      onProgress: (sent, total) => onProgress(total > 0 ? sent / total : 0),
      signal,
    },
  );
}
