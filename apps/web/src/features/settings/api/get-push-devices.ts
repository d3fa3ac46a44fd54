import type { PushSubscriptionInfo } from '@budget/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client.ts';
import { pushKeys } from './get-push-config.ts';

/** GET /notifications/subscriptions: the user's browsers that receive notifications. */
export function getPushDevices(signal?: AbortSignal): Promise<PushSubscriptionInfo[]> {
  return apiClient.get('/notifications/subscriptions', { signal });
}

export function pushDevicesQueryOptions(userId: string) {
  return queryOptions({
    queryKey: pushKeys.devices(userId),
    queryFn: ({ signal }) => getPushDevices(signal),
  });
}
