import type { PushConfig } from '@budget/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client.ts';

export const pushKeys = {
  all: ['notifications'] as const,
  config: () => [...pushKeys.all, 'push'] as const,
  /** The user's id keeps one account's devices from another's in the same tab. */
  devices: (userId: string) => [...pushKeys.all, 'devices', userId] as const,
  /** This browser's own subscription (its endpoint), read from the browser, not the server. */
  thisDevice: () => [...pushKeys.all, 'this-device'] as const,
};

/** GET /notifications/push: whether the server sends pushes, and the key to subscribe with. */
export function getPushConfig(signal?: AbortSignal): Promise<PushConfig> {
  return apiClient.get('/notifications/push', { signal });
}

/** The server's configuration changes only with a restart: read once per page. */
export function pushConfigQueryOptions() {
  return queryOptions({
    queryKey: pushKeys.config(),
    queryFn: ({ signal }) => getPushConfig(signal),
    staleTime: Infinity,
  });
}
