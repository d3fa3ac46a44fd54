import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiClientError } from './api-client-error.ts';
import { sessionKeys } from './query-keys.ts';
import { showApiError } from './show-api-error.ts';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: {
      /** The query's failures go to the shared error display (once per failed fetch). */
      showError?: boolean;
    };
  }
}

const MAX_RETRIES = 1;

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
    mutationCache: new MutationCache({ onError: recheckSessionOn401 }),
    defaultOptions: {
      queries: { staleTime: 30_000, retry: shouldRetry },
      mutations: { retry: false },
    },
  });
  return client;
}
