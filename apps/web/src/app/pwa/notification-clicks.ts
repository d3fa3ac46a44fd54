/**
 * A notification clicked while the app is open (public/sw-push.js): the worker focuses the
 * window and asks it to show the notification's page, which the router does without loading the
 * app anew. Only the app's own paths are followed.
 */
export function followNotificationClicks(navigate: (path: string) => void): void {
  if (!('serviceWorker' in navigator)) return;
  navigator.serviceWorker.addEventListener('message', (event: MessageEvent<unknown>) => {
    const data = event.data as { type?: unknown; url?: unknown } | null;
    if (data?.type !== 'notification-click' || typeof data.url !== 'string') return;
    const url = new URL(data.url, window.location.origin);
    if (url.origin !== window.location.origin) return;
    navigate(`${url.pathname}${url.search}`);
  });
  // Messages wait in a queue until the page says it listens.
  navigator.serviceWorker.startMessages();
}
