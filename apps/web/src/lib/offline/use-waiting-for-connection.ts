import { useQueryClient, type Query } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';

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
  const client = useQueryClient();
  const cache = client.getQueryCache();
  const subscribe = useCallback((listener: () => void) => cache.subscribe(listener), [cache]);
  const snapshot = useCallback(() => cache.getAll().some(waitsWithoutData), [cache]);
  return useSyncExternalStore(subscribe, snapshot, () => false);
}
