import { isApiClientError } from '../api-client-error.ts';
import type { Outbox, OutboxEntry } from './outbox.ts';

/** What sending the outbox did: how many the server took and how many it refused. */
export interface FlushResult {
  sent: number;
  refused: number;
  /** Stopped early: no connection, the session ended, or the server is failing. */
  stopped: boolean;
}

/**
 * A refusal to show the user (the group or a category gone, a role lost, a value refused): it
 * will not change by sending again. Anything else (no answer, 401, 408, 429, 5xx) waits for the
 * next try.
 */
export function isRefusal(error: unknown): error is Error & { status: number } {
  if (!isApiClientError(error) || error.status === undefined) return false;
  const { status } = error;
  return status >= 400 && status < 500 && ![401, 408, 429].includes(status);
}

/** One tab at a time sends (the key would stop a double anyway; this saves the requests). */
async function exclusively<T>(work: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (!locks) return work();
  return locks.request('budget-app.outbox', work) as Promise<T>;
}

/**
 * Sends the user's pending entries, oldest first, each with its key: taken ones leave the
 * outbox, refused ones stay marked failed with the server's message (never dropped), and the
 * first failure of any other kind stops the round, everything kept for the next one.
 */
export function flushOutbox(
  outbox: Outbox,
  userId: string,
  send: (entry: OutboxEntry) => Promise<unknown>,
): Promise<FlushResult> {
  return exclusively(async () => {
    const result: FlushResult = { sent: 0, refused: 0, stopped: false };
    for (const entry of await outbox.entries(userId)) {
      if (entry.status !== 'pending') continue;
      try {
        await send(entry);
      } catch (error) {
        if (!isRefusal(error)) return { ...result, stopped: true };
        await outbox.markFailed(entry.key, error.message);
        result.refused += 1;
        continue;
      }
      await outbox.remove(entry.key);
      result.sent += 1;
    }
    return result;
  });
}
