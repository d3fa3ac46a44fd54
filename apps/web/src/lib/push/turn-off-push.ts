import { apiClient } from '../api-client.ts';
import { pushSupport, thisDeviceEndpoint, unsubscribeThisDevice } from './push-device.ts';

/** DELETE /notifications/subscriptions: the server stops sending to the browser. */
export function removePushDevice(endpoint: string) {
  return apiClient.delete('/notifications/subscriptions', { query: { endpoint } });
}

/** Sign-out waits for this at most so long: it must work offline too. */
const SIGN_OUT_WAIT_MS = 3000;

/**
 * Signing out turns this browser's notifications off (docs/decisions.md, 'Push notifications'),
 * so whoever uses it next is not shown the account's: the server forgets it while the session
 * still lets it ask, and the browser unsubscribes (after which its push service refuses the
 * server anyway). Never fails, and never holds the sign-out for long.
 */
export async function turnOffPushOnSignOut(): Promise<void> {
  if (pushSupport() !== 'supported') return;
  const work = (async () => {
    const endpoint = await thisDeviceEndpoint();
    if (!endpoint) return;
    await removePushDevice(endpoint).catch(() => undefined);
    await unsubscribeThisDevice();
  })().catch(() => undefined);
  await Promise.race([work, new Promise((resolve) => setTimeout(resolve, SIGN_OUT_WAIT_MS))]);
}
