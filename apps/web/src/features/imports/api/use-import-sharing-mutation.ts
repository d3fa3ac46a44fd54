import type { ImportSharingRequest } from '@budget/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client.ts';
import { invalidatePrefixes, keysAffectedByTransactions } from '@/lib/query-keys.ts';
import { importKeys } from './import-keys.ts';
import { IMPORT_TIMEOUT_MS } from './use-preview-import-mutation.ts';

/**
 * PUT /imports/{id}/sharing: one payer and split for every transaction still in the import. A
 * large import takes a while (100,000 rows: seconds), so the browser waits as for an import.
 */
export function changeImportSharing(importId: string, request: ImportSharingRequest) {
  return apiClient.put('/imports/:importId/sharing', {
    params: { importId },
    body: request,
    timeoutMs: IMPORT_TIMEOUT_MS,
  });
}

export function useImportSharingMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ importId, request }: { importId: string; request: ImportSharingRequest }) =>
      changeImportSharing(importId, request),
    // The transactions carry their payer and split, the balances follow them (and everything
    // else computed from transactions, as after any transaction write), and the history.
    onSuccess: () =>
      invalidatePrefixes(queryClient, [...keysAffectedByTransactions, importKeys.all]),
  });
}
