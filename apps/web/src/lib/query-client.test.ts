import { ErrorCode } from '@budget/contract';
import { describe, expect, it } from 'vitest';
import { ApiClientError } from './api-client-error.ts';
import { createQueryClient, shouldRetry } from './query-client.ts';
import { sessionKeys } from './query-keys.ts';

const failed = (status?: number) =>
  new ApiClientError({ message: 'x', code: ErrorCode.InternalServerError, status });

describe('shouldRetry', () => {
  it('retries once, and only lost connections and server errors', () => {
    expect(shouldRetry(0, failed(undefined))).toBe(true);
    expect(shouldRetry(0, failed(503))).toBe(true);
    expect(shouldRetry(0, failed(404))).toBe(false);
    expect(shouldRetry(1, failed(503))).toBe(false);
  });
});

describe('createQueryClient', () => {
  it('re-checks the session when a signed-in call answers 401', async () => {
    const client = createQueryClient();
    client.setQueryData(sessionKeys.current(), { id: 'u1' });
    await client
      .getMutationCache()
      .build(client, {
        mutationFn: () => Promise.reject(failed(401)),
      })
      .execute(undefined)
      .catch(() => {});
    expect(client.getQueryState(sessionKeys.current())?.isInvalidated).toBe(true);
  });

  it('leaves the session alone for a 401 while signed out (a wrong password)', async () => {
    const client = createQueryClient();
    client.setQueryData(sessionKeys.current(), null);
    await client
      .getMutationCache()
      .build(client, { mutationFn: () => Promise.reject(failed(401)) })
      .execute(undefined)
      .catch(() => {});
    expect(client.getQueryState(sessionKeys.current())?.isInvalidated).toBe(false);
  });
});
