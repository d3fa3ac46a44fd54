import { QueryClient } from '@tanstack/react-query';
import { isApiClientError } from './api-client-error.ts';

const MAX_RETRIES = 1;

/** A 4xx answer will not change on retry; only lost connections and server errors are retried. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= MAX_RETRIES) return false;
  if (!isApiClientError(error)) return true;
  return error.status === undefined || error.status >= 500;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: shouldRetry },
      mutations: { retry: false },
    },
  });
}
