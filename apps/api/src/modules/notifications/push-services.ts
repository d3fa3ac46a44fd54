/**
 * The push services the server posts to (docs/decisions.md, 'Push notifications'): those of the
 * browsers that support Web Push. A subscription names its service's address, and the server
 * sends to it; any other address would let a signed-in user make the server call a host of
 * their choosing (one on its own network, say).
 */
const PUSH_SERVICE_HOSTS = [
  // Chrome, Edge on Android, Opera, Samsung Internet and other Chromium browsers.
  'fcm.googleapis.com',
  'android.googleapis.com',
  // Firefox.
  'push.services.mozilla.com',
  // Edge on Windows.
  'notify.windows.com',
  // Safari on macOS and iOS.
  'push.apple.com',
];

export const PUSH_SERVICE_UNKNOWN =
  "Push endpoint must be a browser's push service (Google, Mozilla, Microsoft or Apple)";

/** Whether `endpoint` is an address of one of the browsers' push services, or below one. */
export function isKnownPushService(endpoint: string): boolean {
  let host: string;
  try {
    host = new URL(endpoint).hostname.toLowerCase();
  } catch {
    return false;
  }
  return PUSH_SERVICE_HOSTS.some((known) => host === known || host.endsWith(`.${known}`));
}
