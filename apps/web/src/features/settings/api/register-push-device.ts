import { apiClient } from '@/lib/api-client.ts';

/** POST /notifications/subscriptions: the server sends this browser the user's notifications. */
export function registerPushDevice(subscription: PushSubscriptionJSON) {
  const { endpoint = '', keys = {} } = subscription;
  return apiClient.post('/notifications/subscriptions', {
    body: { endpoint, keys: { p256dh: keys.p256dh ?? '', auth: keys.auth ?? '' } },
  });
}
