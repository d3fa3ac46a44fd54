import type { VersionInfo } from '@budget/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../api-client.ts';
import { statusKeys } from '../query-keys.ts';

/** GET /status/version: the server's version text. */
export function getApiVersion(signal?: AbortSignal): Promise<VersionInfo> {
  return apiClient.get('/status/version', { signal });
}

export const apiVersionQueryOptions = queryOptions({
  queryKey: statusKeys.version(),
  queryFn: ({ signal }) => getApiVersion(signal),
  select: (info) => info.version,
  // The server version only changes with a deployment, which reloads the page anyway.
  staleTime: Infinity,
});

/** The API version text, undefined until it is known (or when it cannot be loaded). */
export function useApiVersionQuery() {
  return useQuery(apiVersionQueryOptions);
}
