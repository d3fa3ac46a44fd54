import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client.ts';
import { importKeys } from './import-keys.ts';

/** GET /imports?groupId=: the group's imports, newest first. */
export function getImports(groupId: string, signal?: AbortSignal) {
  return apiClient.get('/imports', { query: { groupId }, signal });
}

export function importsQueryOptions(groupId: string) {
  return queryOptions({
    queryKey: importKeys.list(groupId),
    queryFn: ({ signal }) => getImports(groupId, signal),
    enabled: groupId !== '',
    meta: { showError: true },
  });
}

export function useImportsQuery(groupId: string) {
  return useQuery(importsQueryOptions(groupId));
}
