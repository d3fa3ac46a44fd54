import type { CommitImportRequest } from '@budget/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client.ts';
import { invalidatePrefixes, keysAffectedByTransactions } from '@/lib/query-keys.ts';
import { importKeys } from './import-keys.ts';
import { IMPORT_TIMEOUT_MS } from './use-preview-import-mutation.ts';

/** POST /imports: the file imported as one batch, duplicates skipped unless their lines are listed. */
export function importFile(request: CommitImportRequest) {
  return apiClient.post('/imports', { body: request, timeoutMs: IMPORT_TIMEOUT_MS });
}

export function useImportFileMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importFile,
    // The transactions and everything computed from them, and the history.
    onSuccess: () =>
      invalidatePrefixes(queryClient, [...keysAffectedByTransactions, importKeys.all]),
  });
}
