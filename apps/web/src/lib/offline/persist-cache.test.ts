// @vitest-environment jsdom
import type { PersistedClient } from '@tanstack/query-persist-client-core';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';

const written = vi.hoisted(() => new Map<string, unknown>());
vi.mock('idb-keyval', () => ({
  createStore: () => 'store',
  get: (key: string) => Promise.resolve(written.get(key)),
  set: (key: string, value: unknown) => Promise.resolve(void written.set(key, value)),
  del: (key: string) => Promise.resolve(void written.delete(key)),
}));

const { keepData } = await import('./persist-cache.ts');

afterEach(() => {
  vi.useRealTimers();
  written.clear();
});

describe('keepData', () => {
  it('keeps the answers the cache already holds, not only those that come later', async () => {
    vi.useFakeTimers();
    const client = new QueryClient();
    // The first screen's answers, there before the app starts keeping (written into the page).
    client.setQueryData(['session', 'current'], { id: 'u1' });
    client.setQueryData(['transactions', 'list'], [{ name: 'Rent' }]);
    const stop = keepData(client);
    await vi.advanceTimersByTimeAsync(1500);
    const kept = written.get('client') as PersistedClient | undefined;
    expect(kept?.clientState.queries.map((query) => query.queryKey)).toEqual(
      expect.arrayContaining([['transactions', 'list']]),
    );
    stop();
  });
});
