import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client.ts';
import { importKeys } from './import-keys.ts';

/** How often the browser asks how far a running import has come. */
const POLL_MS = 500;

/** GET /imports/progress/:progressId: how far the caller's running import has come. */
export function getImportProgress(progressId: string, signal?: AbortSignal) {
  return apiClient.get('/imports/progress/:progressId', { params: { progressId }, signal });
}

export function importProgressQueryOptions(progressId: string) {
  return queryOptions({
    queryKey: importKeys.progress(progressId),
    queryFn: ({ signal }) => getImportProgress(progressId, signal),
    // Until the import has made its entry the server answers 'waiting' (the bar sweeps); a
    // failed poll is not retried: the next one comes anyway.
    retry: false,
    refetchInterval: POLL_MS,
    gcTime: 0,
  });
}

/** Polls while `progressId` is set (the import is running); null stops it. */
export function useImportProgressQuery(progressId: string | null) {
  return useQuery({
    ...importProgressQueryOptions(progressId ?? ''),
    enabled: progressId !== null,
  });
}
