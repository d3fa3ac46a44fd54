import type { UserProfile } from '@budget/contract';
import { onlineManager, type QueryClient } from '@tanstack/react-query';
import { sessionKeys } from '../query-keys.ts';
import { isNetworkFailure } from './network-status.ts';

/**
 * Starting without a connection (docs/decisions.md, 'Installable and offline'): the page came
 * from the service worker, without the server's data, and the app shows what it kept last time.
 */
let restoring: Promise<void> | undefined;

/** Puts the kept data into the cache, once per page; a storage that fails leaves it as it is. */
export function restoreOnce(client: QueryClient): Promise<void> {
  if (typeof indexedDB === 'undefined') return Promise.resolve();
  restoring ??= import('./persist-cache.ts')
    .then(({ restoreKeptData }) => restoreKeptData(client))
    .catch(() => undefined);
  return restoring;
}

/** Whether the browser says it has no connection as the app starts. */
export function startsOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

/**
 * The app's calls wait for the connection (TanStack Query pauses them), and the session is the
 * one kept: nobody's when nothing was kept (the sign-in screen, asked again once online).
 */
export function startOffline(client: QueryClient): Promise<void> {
  onlineManager.setOnline(false);
  return restoreOnce(client).then(() => {
    if (client.getQueryData(sessionKeys.current()) !== undefined) return;
    client.setQueryData(sessionKeys.current(), null, { updatedAt: 0 });
  });
}

/**
 * The session check got no answer although the browser thinks it is connected: the kept
 * session, if there is one, with the rest of the kept data; else the failure as it was.
 */
export async function keptSessionOr(
  client: QueryClient,
  error: unknown,
): Promise<UserProfile | null> {
  if (!isNetworkFailure(error)) throw error;
  await restoreOnce(client);
  const kept = client.getQueryData<UserProfile | null>(sessionKeys.current());
  if (kept) return kept;
  throw error;
}
