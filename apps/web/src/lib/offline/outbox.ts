import type { CreateTransactionRequest } from '@budget/contract';
import { indexedDbStore, type EntryStore } from './outbox-store.ts';

/**
 * A transaction added while the server could not be reached (docs/decisions.md, 'Installable and
 * offline'): kept on this device until it is sent. `key` is its Idempotency-Key, so sending it
 * again (another tab, an answer lost on the way) never creates it twice.
 */
export interface OutboxEntry {
  key: string;
  /** Whose it is: only that user's session sends it, and only that user sees it. */
  userId: string;
  request: CreateTransactionRequest;
  /** When it was added (ISO), the order it is sent in. */
  createdAt: string;
  /** 'failed': the server refused it; it waits for the user to edit or discard it. */
  status: 'pending' | 'failed';
  /** The server's message when it refused it. */
  error?: string;
}

export interface Outbox {
  add(entry: Omit<OutboxEntry, 'status' | 'createdAt'>, now?: Date): Promise<OutboxEntry>;
  /** The user's entries, oldest first. */
  entries(userId: string): Promise<OutboxEntry[]>;
  /** Sent: the server has it. */
  remove(key: string): Promise<void>;
  markFailed(key: string, message: string): Promise<void>;
  /** The user's edit of a refused entry: pending again, sent as edited. */
  replace(key: string, request: CreateTransactionRequest): Promise<void>;
  /** Calls `listener` after any change, in this tab or another; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
}

const CHANNEL = 'budget-app.outbox';

export function createOutbox(store: EntryStore<OutboxEntry>): Outbox {
  const listeners = new Set<() => void>();
  let queue: Promise<unknown> = Promise.resolve();
  let channel: BroadcastChannel | undefined;
  const notifyHere = () => {
    for (const listener of listeners) listener();
  };
  const changed = () => {
    notifyHere();
    channel?.postMessage('changed');
  };
  const update = async (key: string, change: (entry: OutboxEntry) => OutboxEntry) => {
    const entry = await store.get(key);
    if (!entry) return;
    await store.set(key, change(entry));
    changed();
  };

  return {
    add(entry, now = new Date()) {
      // Sent oldest first: two added within one millisecond must still keep the order they were
      // added in, so an entry is never dated before the latest one kept; adds run one after
      // another, so two at once cannot both read the same latest.
      const adding = queue.then(async () => {
        const dates = (await store.all()).map((kept) => Date.parse(kept.createdAt));
        const latest = Math.max(0, ...dates.filter(Number.isFinite));
        const createdAt = new Date(Math.max(now.getTime(), latest + 1)).toISOString();
        const kept: OutboxEntry = { ...entry, createdAt, status: 'pending' };
        await store.set(entry.key, kept);
        changed();
        return kept;
      });
      queue = adding.catch(() => undefined);
      return adding;
    },
    async entries(userId) {
      const all = await store.all();
      return all
        .filter((entry) => entry.userId === userId)
        .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.key.localeCompare(b.key));
    },
    async remove(key) {
      await store.delete(key);
      changed();
    },
    markFailed: (key, message) =>
      update(key, (entry) => ({ ...entry, status: 'failed', error: message })),
    replace: (key, request) =>
      update(key, ({ error: _error, ...entry }) => ({ ...entry, request, status: 'pending' })),
    subscribe(listener) {
      if (listeners.size === 0 && typeof BroadcastChannel !== 'undefined') {
        channel = new BroadcastChannel(CHANNEL);
        channel.onmessage = notifyHere;
      }
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) {
          channel?.close();
          channel = undefined;
        }
      };
    },
  };
}

/** This browser's outbox, in its own IndexedDB database. */
export const outbox = createOutbox(indexedDbStore<OutboxEntry>('budget-app-outbox', 'entries'));
