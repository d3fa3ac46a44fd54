import { useQueryClient, type Query } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { useOffline } from './network-status.ts';

/** A shown query with nothing kept on this device, held by TanStack Query until it is online. */
const waitsWithoutData = (query: Query) =>
  query.getObserversCount() > 0 &&
  query.state.data === undefined &&
  query.state.fetchStatus === 'paused';

/**
 * Whether the screen shows something this device never kept (a screen not opened before going
 * offline): its skeleton would otherwise stay with no word of why (docs/decisions.md,
 * 'Installable and offline').
 */
export function useWaitingForConnection(): boolean {
  const offline = useOffline();
  const cache = useQueryClient().getQueryCache();
  // The cache is watched only while offline: online, nothing waits for the connection.
  const subscribe = useCallback(
    (listener: () => void) => (offline ? cache.subscribe(listener) : () => {}),
    [cache, offline],
  );
  const snapshot = useCallback(
    () => offline && cache.getAll().some(waitsWithoutData),
    [cache, offline],
  );
  return useSyncExternalStore(subscribe, snapshot, () => false);
}
