import { createStore, del, get, set, values } from 'idb-keyval';

/** Where the outbox's entries are kept: IndexedDB in the browser, a map in tests. */
export interface EntryStore<T> {
  get(key: string): Promise<T | undefined>;
  set(key: string, value: T): Promise<void>;
  delete(key: string): Promise<void>;
  all(): Promise<T[]>;
}

/** A store in its own IndexedDB database (idb-keyval opens one object store per database). */
export function indexedDbStore<T>(database: string, storeName: string): EntryStore<T> {
  let store: ReturnType<typeof createStore> | undefined;
  const opened = () => (store ??= createStore(database, storeName));
  // Async, so a browser without IndexedDB rejects rather than throws.
  return {
    get: async (key) => get<T>(key, opened()),
    set: async (key, value) => set(key, value, opened()),
    delete: async (key) => del(key, opened()),
    all: async () => values<T>(opened()),
  };
}

export function memoryStore<T>(): EntryStore<T> {
  const entries = new Map<string, T>();
  return {
    get: async (key) => entries.get(key),
    set: async (key, value) => {
      entries.set(key, structuredClone(value));
    },
    delete: async (key) => {
      entries.delete(key);
    },
    all: async () => [...entries.values()],
  };
}
