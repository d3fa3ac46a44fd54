import type { VersionInfo } from '@budget/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../api-client.ts';
import { statusKeys } from '../query-keys.ts';

/** GET /status/version: the server's version text. */
export function getApiVersion(signal?: AbortSignal): Promise<VersionInfo> {
  return apiClient.get<VersionInfo>('/status/version', { signal });
}

export const apiVersionQueryOptions = queryOptions({
  queryKey: statusKeys.version(),
  queryFn: ({ signal }) => getApiVersion(signal),
  select: (info) => info.version,
  // The server version only changes with a deployment, which reloads the page anyway.
  staleTime: Infinity,
});
