import type { QueryClient } from '@tanstack/react-query';
import { keepData } from '@/lib/offline/persist-cache.ts';
import { startOutboxSync } from '@/lib/offline/sync-runner.ts';
import { followNotificationClicks } from './notification-clicks.ts';
import { registerWorker } from './register-worker.ts';

/**
 * What makes the app work offline (docs/decisions.md, 'Installable and offline'), started after
 * the first screen, in a chunk of its own: the service worker, the copy of the data shown, and
 * the outbox sent when there is a connection; and the pages clicked notifications lead to.
 */
export function startPwa(client: QueryClient, navigate: (path: string) => void): void {
  registerWorker();
  followNotificationClicks(navigate);
  try {
    keepData(client);
  } catch {
    // No IndexedDB (an old browser, some private modes): the app works online as before.
  }
  startOutboxSync(client);
}
