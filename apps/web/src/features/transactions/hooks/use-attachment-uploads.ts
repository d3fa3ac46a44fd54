import { useCallback, useRef, useState } from 'react';
import { isApiClientError } from '@/lib/api-client-error.ts';
import { errorMessagesOf, genericErrorMessage } from '@/lib/show-api-error.ts';
import { translateMessage } from '@/lib/i18n/i18n.ts';
import { useAttachmentsChanged } from '../api/attachments.ts';
import { uploadAttachment } from '../api/upload-attachment.ts';

/** A file the server refused, and its message. */
export interface Refused {
  name: string;
  reason: string;
}

/** One file the user chose: waiting for its transaction, on its way, or refused. */
export interface Upload {
  key: number;
  file: File;
  state: 'waiting' | 'sending' | 'failed';
  /** How much of it is sent, 0 to 1. */
  fraction: number;
  /** The server's refusal (too large, not an image or PDF), in the interface's language. */
  error: string | null;
}

/**
 * The files chosen in a transaction's form (docs/decisions.md, 'Attachments'). With the
 * transaction's id (the edit form) each is sent as soon as it is chosen; without (the add form)
 * they wait until `sendAll` gets the id of the transaction just added. A file sent leaves the
 * list: the transaction's attachments show it. A refused one stays with the server's message.
 */
export function useAttachmentUploads(transactionId: string | null) {
  const [uploads, setUploads] = useState<Upload[]>([]);
  const nextKey = useRef(0);
  const changed = useAttachmentsChanged();

  const patch = useCallback((key: number, change: Partial<Upload>) => {
    setUploads((all) =>
      all.map((upload) => (upload.key === key ? { ...upload, ...change } : upload)),
    );
  }, []);

  /** Sends one; resolves null once the server took it, else its refusal. */
  const send = useCallback(
    async (upload: Upload, toTransaction: string): Promise<string | null> => {
      patch(upload.key, { state: 'sending', fraction: 0, error: null });
      try {
        await uploadAttachment(toTransaction, upload.file, (fraction) =>
          patch(upload.key, { fraction }),
        );
      } catch (error) {
        // A 404 (the transaction deleted meanwhile) is quiet in the shared display, not here.
        const message =
          errorMessagesOf(error).map(translateMessage).join(' ') ||
          (isApiClientError(error) ? error.message : genericErrorMessage());
        patch(upload.key, { state: 'failed', error: message });
        return message;
      }
      setUploads((all) => all.filter((item) => item.key !== upload.key));
      return null;
    },
    [patch],
  );

  const add = useCallback(
    (files: Iterable<File>) => {
      const added: Upload[] = [...files].map((file) => ({
        key: nextKey.current++,
        file,
        state: 'waiting',
        fraction: 0,
        error: null,
      }));
      setUploads((all) => [...all, ...added]);
      if (transactionId === null) return;
      void Promise.all(added.map((upload) => send(upload, transactionId))).then(() => changed());
    },
    [transactionId, send, changed],
  );

  const remove = useCallback((key: number) => {
    setUploads((all) => all.filter((upload) => upload.key !== key));
  }, []);

  /** The add form's files, to the transaction just added; resolves those refused, and why. */
  const sendAll = useCallback(
    async (toTransaction: string): Promise<Refused[]> => {
      const results = await Promise.all(uploads.map((upload) => send(upload, toTransaction)));
      if (uploads.length > 0) await changed();
      return results.flatMap((result, index) =>
        result === null ? [] : [{ name: uploads[index]!.file.name, reason: result }],
      );
    },
    [uploads, send, changed],
  );

  return { uploads, add, remove, sendAll };
}

export type AttachmentUploads = ReturnType<typeof useAttachmentUploads>;
