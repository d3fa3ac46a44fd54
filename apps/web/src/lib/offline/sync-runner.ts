import type { UserProfile } from '@budget/contract';
import { hashKey, type QueryClient } from '@tanstack/react-query';
import { invalidatePrefixes, keysAffectedByTransactions, sessionKeys } from '../query-keys.ts';
import { toast } from '../toast.ts';
import { refusedMessage, sentMessage } from './messages.ts';
import { isOffline, subscribeNetwork } from './network-status.ts';
import { outbox } from './outbox.ts';
import { flushOutbox } from './outbox-sync.ts';
import { postTransaction } from './send-transaction.ts';

/** While entries wait, the outbox is tried this often too (a connection back without an event). */
const RETRY_MS = 60_000;

let runNow: (() => void) | undefined;

/** Sends the outbox now, e.g. after the user edited a refused entry. */
export function syncOutboxNow(): void {
  runNow?.();
}

/**
 * Sends the signed-in user's outbox (docs/decisions.md, 'Installable and offline'): at start, when
 * the connection returns (the browser's 'online', or an answer after calls that got none), and
 * every minute. The lists are asked again once something was sent; returns the stop.
 */
export function startOutboxSync(client: QueryClient): () => void {
  let running = false;
  let again = false;
  const run = async () => {
    const userId = client.getQueryData<UserProfile | null>(sessionKeys.current())?.id;
    if (userId === undefined || isOffline()) return;
    if (running) {
      again = true;
      return;
    }
    running = true;
    try {
      const { sent, refused } = await flushOutbox(outbox, userId, (entry) =>
        postTransaction(entry.request, entry.key),
      );
      if (sent > 0) {
        toast.success(sentMessage(sent));
        await invalidatePrefixes(client, keysAffectedByTransactions);
      }
      if (refused > 0) toast.error(refusedMessage(refused));
    } catch {
      // The storage failed (private browsing, quota): the entries stay for the next round.
    } finally {
      running = false;
    }
    if (again) {
      again = false;
      void run();
    }
  };
  runNow = () => void run();
  let wasOffline = isOffline();
  const stopNetwork = subscribeNetwork(() => {
    const offline = isOffline();
    if (wasOffline && !offline) void run();
    wasOffline = offline;
  });
  // The session known (at start, or signing in): that user's entries go.
  let userId: string | undefined;
  const stopSession = client.getQueryCache().subscribe((event) => {
    if (event.query.queryHash !== hashKey(sessionKeys.current())) return;
    const next = (event.query.state.data as UserProfile | null | undefined)?.id;
    if (next !== undefined && next !== userId) void run();
    userId = next;
  });
  const timer = setInterval(() => void run(), RETRY_MS);
  void run();
  return () => {
    runNow = undefined;
    stopNetwork();
    stopSession();
    clearInterval(timer);
  };
}
