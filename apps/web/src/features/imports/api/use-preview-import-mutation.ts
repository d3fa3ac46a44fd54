import type { ImportFileRequest } from '@budget/contract';
import { useMutation, type MutationMeta } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client.ts';

/** A large file takes the server a while to read and check: the browser waits for it. */
export const IMPORT_TIMEOUT_MS = 5 * 60_000;

/** POST /imports/preview: the file read and checked; nothing is written. */
export function previewImport(request: ImportFileRequest) {
  return apiClient.post('/imports/preview', { body: request, timeoutMs: IMPORT_TIMEOUT_MS });
}

export function usePreviewImportMutation(meta?: MutationMeta) {
  return useMutation({ meta, mutationFn: previewImport });
}
