import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client.ts';
import { invalidatePrefixes, keysAffectedByTransactions } from '@/lib/query-keys.ts';
import { importKeys } from './import-keys.ts';

/**
 * DELETE /imports/{id}: exactly the transactions that import brought in are removed, reconciled
 * ones too: the undo's own question says so (`batch.undoDescription`).
 */
export function undoImport(importId: string) {
  return apiClient.delete('/imports/:importId', {
    params: { importId },
    query: { confirmReconciled: true },
  });
}

export function useUndoImportMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: undoImport,
    onSuccess: () =>
      invalidatePrefixes(queryClient, [...keysAffectedByTransactions, importKeys.all]),
  });
}
