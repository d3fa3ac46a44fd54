// Push notifications in the app's service worker (docs/decisions.md, 'Push notifications'):
// Workbox's generated worker imports this file (apps/web/pwa.ts, importScripts). The server
// writes each message in its reader's language as JSON {title, body, url, tag}
// (apps/api/src/modules/notifications/notification-texts.ts); a click opens its page in the app.

self.addEventListener('push', (event) => {
  let message = {};
  try {
    message = event.data ? event.data.json() : {};
  } catch {
    message = { body: event.data ? event.data.text() : '' };
  }
  event.waitUntil(
    self.registration.showNotification(message.title || 'Budget App', {
      body: message.body || '',
      tag: message.tag,
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      data: { url: message.url || '/dashboard' },
    }),
  );
});

/** The page a notification leads to, only ever one of the app's own. */
function pageOf(notification) {
  const url = new URL(
    (notification.data && notification.data.url) || '/dashboard',
    self.location.origin,
  );
  return url.origin === self.location.origin ? url : new URL('/dashboard', self.location.origin);
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = pageOf(event.notification);
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => 'focus' in client);
      if (!open) {
        await self.clients.openWindow(url.href);
        return;
      }
      // The open app moves to the page itself (apps/web/src/app/pwa/notification-clicks.ts),
      // keeping its state, rather than loading anew.
      await open.focus();
      open.postMessage({ type: 'notification-click', url: url.pathname + url.search });
    })(),
  );
});
