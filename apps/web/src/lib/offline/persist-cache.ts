import {
  persistQueryClientRestore,
  persistQueryClientSave,
  persistQueryClientSubscribe,
  type PersistedClient,
  type Persister,
} from '@tanstack/query-persist-client-core';
import type { QueryClient } from '@tanstack/react-query';
import { createStore, del, get, set } from 'idb-keyval';
import { KEPT_FOR_MS, mergeForStorage } from './persisted-state.ts';

// Loaded after the first screen, or at a start without a connection: never on the first
// download (docs/performance.md, 'First screens').

const KEY = 'client';
/** Writes wait this long, so a burst of answers is one write. */
const WRITE_DELAY_MS = 1000;
/** The build's own: data kept by another version may not have the shape this one reads. */
const BUSTER = `${__APP_VERSION__}+${__BUILD_NUMBER__}`;

let store: ReturnType<typeof createStore> | undefined;
const opened = () => (store ??= createStore('budget-app-cache', 'queries'));

/** Keeps the merged cache in IndexedDB, at most one write a second. */
function idbPersister(): Persister {
  let stored: Promise<PersistedClient | undefined> | undefined;
  let next: PersistedClient | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const write = async () => {
    timer = undefined;
    if (!next) return;
    const latest = next;
    next = undefined;
    const merged = mergeForStorage(await (stored ??= get(KEY, opened())), latest);
    stored = Promise.resolve(merged);
    await set(KEY, merged, opened());
  };
  // A page being closed or hidden writes at once: it may not get another second.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden' && timer !== undefined) {
      clearTimeout(timer);
      void write();
    }
  });
  return {
    persistClient(client) {
      next = client;
      timer ??= setTimeout(() => void write(), WRITE_DELAY_MS);
    },
    restoreClient: () => get<PersistedClient>(KEY, opened()),
    removeClient: () => del(KEY, opened()),
  };
}

let persister: Persister | undefined;
const thePersister = () => (persister ??= idbPersister());

/** Puts the data kept last time into the cache (answers newer than it stay). */
export function restoreKeptData(client: QueryClient): Promise<void> {
  return persistQueryClientRestore({
    queryClient: client,
    persister: thePersister(),
    maxAge: KEPT_FOR_MS,
    buster: BUSTER,
  });
}

/**
 * Keeps every successful answer: those already in the cache, and each one from now on. This
 * starts after the first screen, whose answers (often written into the page by the server)
 * have all come by then: waiting for the next change would keep nothing of a screen that
 * changes no more.
 */
export function keepData(client: QueryClient): () => void {
  const options = { queryClient: client, persister: thePersister(), buster: BUSTER };
  void persistQueryClientSave(options);
  return persistQueryClientSubscribe(options);
}
