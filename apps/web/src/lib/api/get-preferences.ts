import type { Preferences } from '@budget/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../api-client.ts';
import { preferenceKeys } from '../query-keys.ts';

/** GET /users/me/preferences: theme, display currency, locale and week start (or defaults). */
export function getPreferences(signal?: AbortSignal): Promise<Preferences> {
  return apiClient.get('/users/me/preferences', { signal });
}

/** Read once per session; saving them (Settings) puts the saved ones into the cache. */
export function preferencesQueryOptions(userId: string) {
  return queryOptions({
    queryKey: preferenceKeys.current(userId),
    queryFn: ({ signal }) => getPreferences(signal),
    staleTime: Infinity,
  });
}
