import {
  MutationCache,
  QueryCache,
  QueryClient,
  type FetchQueryOptions,
  type QueryKey,
} from '@tanstack/react-query';
import { isApiClientError } from './api-client-error.ts';
import { showMutationError, type MutationErrorMeta } from './mutation-errors.ts';
import { sessionKeys } from './query-keys.ts';
import { showApiError } from './show-api-error.ts';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: {
      /** The query's failures go to the shared error display (once per failed fetch). */
      showError?: boolean;
    };
    /** How a failed mutation is shown: toasted unless said otherwise (mutation-errors.ts). */
    mutationMeta: MutationErrorMeta;
  }
}

const MAX_RETRIES = 1;

/** How long after it came an answer asked for with the page can still be the screen's own. */
const FIRST_MOUNT_MS = 10_000;

/**
 * Queries asked for before their screen's code had loaded; each is let go of when a screen first
 * stops using it (unmounted, or moved to another key).
 */
const startedWithPage = new WeakSet<object>();

/**
 * Asks for a query the first screen is going to make before its code has loaded (started by
 * app/first-screen.ts); the screen's first mount takes the answer instead of asking again.
 */
export function prefetchForFirstScreen<TData, TError, TQueryKey extends QueryKey>(
  client: QueryClient,
  options: FetchQueryOptions<TData, TError, TData, TQueryKey>,
): void {
  void client.prefetchQuery(options);
  const query = client.getQueryCache().find({ queryKey: options.queryKey, exact: true });
  if (query) startedWithPage.add(query);
}

/**
 * refetchOnMount for data asked for again whenever its screen opens (staleTime 0): every mount
 * asks, except the first one of a query asked for with the page, which was asked for this very
 * opening (unless something changed it since: an invalidated answer is asked for again). Once a
 * screen has let go of the query, the next opening asks again. Side-effect free, as TanStack
 * evaluates it during render and again on subscribe.
 */
export function unlessStartedWithPage(query: {
  state: { dataUpdatedAt: number; isInvalidated: boolean };
}): boolean {
  if (query.state.isInvalidated || !startedWithPage.has(query)) return true;
  return Date.now() - query.state.dataUpdatedAt >= FIRST_MOUNT_MS;
}

/** A 4xx answer will not change on retry; only lost connections and server errors are retried. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= MAX_RETRIES) return false;
  if (!isApiClientError(error)) return true;
  return error.status === undefined || error.status >= 500;
}

export function createQueryClient(): QueryClient {
  /**
   * A 401 from any call while the browser thinks it is signed in means the session ended
   * elsewhere (signed out in another tab, expired). Re-checking the session lets the 401 of
   * GET /auth/validate send the browser to /login instead of leaving stale screens up.
   */
  const recheckSessionOn401 = (error: unknown) => {
    if (!isApiClientError(error) || error.status !== 401) return;
    if (!client.getQueryData(sessionKeys.current())) return;
    void client.invalidateQueries({ queryKey: sessionKeys.all });
  };
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        recheckSessionOn401(error);
        // A 401 is answered by the session re-check (to /login), not by a toast.
        const unauthorized = isApiClientError(error) && error.status === 401;
        if (query.meta?.showError && !unauthorized) showApiError(error);
      },
    }),
    // Every failed mutation is shown here, once, as its meta says: callers never show it again.
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        recheckSessionOn401(error);
        showMutationError(error, mutation.meta);
      },
    }),
    defaultOptions: {
      queries: { staleTime: 30_000, retry: shouldRetry },
      // A change sent while offline fails at once with the network message, the form still
      // open with what was typed; paused (TanStack's default) its button said 'Saving...' for
      // as long as the connection was gone, and a reload lost the change. Only a new expense
      // waits in the outbox (docs/decisions.md, 'Installable and offline').
      mutations: { retry: false, networkMode: 'always' },
    },
  });
  client.getQueryCache().subscribe((event) => {
    if (event.type !== 'observerRemoved') return;
    const { query } = event;
    // Checked after the current commit: StrictMode in development unmounts and mounts a screen
    // again at once, which is still its first opening.
    queueMicrotask(() => {
      if (query.getObserversCount() === 0) startedWithPage.delete(query);
    });
  });
  return client;
}
