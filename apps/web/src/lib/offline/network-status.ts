import { useSyncExternalStore } from 'react';
import { isApiClientError } from '../api-client-error.ts';

/**
 * Whether the app is offline (docs/decisions.md, 'Installable and offline'): the browser says
 * so, or the last call to the server failed without an answer (a network that lets nothing
 * through while the browser thinks it is connected). The next answer of any kind clears that.
 */
let failed = false;
const listeners = new Set<() => void>();

function notify() {
  for (const listener of listeners) listener();
}

export function isOffline(): boolean {
  const browserOffline = typeof navigator !== 'undefined' && navigator.onLine === false;
  return browserOffline || failed;
}

/** A call got no answer. */
export function reportNetworkFailure(): void {
  if (failed) return;
  failed = true;
  notify();
}

/** A call got an answer: the server is reachable. */
export function reportNetworkAnswer(): void {
  if (!failed) return;
  failed = false;
  notify();
}

/** Calls `listener` whenever isOffline() may have changed; returns the unsubscribe. */
export function subscribeNetwork(listener: () => void): () => void {
  listeners.add(listener);
  const onOnline = () => {
    // The browser is connected again: the next call will tell whether the server answers.
    failed = false;
    listener();
  };
  window.addEventListener('online', onOnline);
  window.addEventListener('offline', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('online', onOnline);
    window.removeEventListener('offline', listener);
  };
}

export function useOffline(): boolean {
  return useSyncExternalStore(subscribeNetwork, isOffline, () => false);
}

/** No answer came: the call may or may not have reached the server. */
export function isNetworkFailure(error: unknown): boolean {
  return isApiClientError(error) && error.status === undefined;
}
