import type { PersistedClient } from '@tanstack/query-persist-client-core';
import { hashKey, type QueryKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { sessionKeys } from '../query-keys.ts';
import { KEPT_FOR_MS, mergeForStorage } from './persisted-state.ts';

const NOW = Date.UTC(2026, 2, 14);

function query(queryKey: QueryKey, data: unknown, dataUpdatedAt = NOW) {
  return {
    queryKey,
    queryHash: hashKey(queryKey),
    state: { data, dataUpdatedAt, status: 'success' },
  } as unknown as PersistedClient['clientState']['queries'][number];
}

function client(queries: ReturnType<typeof query>[], buster = 'b1'): PersistedClient {
  return { timestamp: NOW, buster, clientState: { mutations: [], queries } };
}

const session = (id: string | null) => query(sessionKeys.current(), id === null ? null : { id });
const keys = (state: PersistedClient) => state.clientState.queries.map((q) => q.queryKey[0]);

describe('the data kept between visits', () => {
  it("keeps a screen's answer not asked for this time, the newer answer winning", () => {
    const stored = client([session('u1'), query(['reports'], 1), query(['budgets'], 'old')]);
    const next = client([session('u1'), query(['budgets'], 'new', NOW + 1)]);
    const merged = mergeForStorage(stored, next);
    expect(keys(merged).sort()).toEqual(['budgets', 'reports', 'session']);
    const budgets = merged.clientState.queries.find((q) => q.queryKey[0] === 'budgets');
    expect(budgets?.state.data).toBe('new');
  });

  it('starts afresh on signing out, for another user, or for another build', () => {
    const stored = client([session('u1'), query(['reports'], 1)]);
    expect(keys(mergeForStorage(stored, client([session(null)])))).toEqual(['session']);
    expect(keys(mergeForStorage(stored, client([session('u2')])))).toEqual(['session']);
    expect(keys(mergeForStorage(stored, client([session('u1')], 'b2')))).toEqual(['session']);
  });

  it('keeps what was kept while the session is not known yet', () => {
    const stored = client([session('u1'), query(['reports'], 1)]);
    expect(keys(mergeForStorage(stored, client([query(['groups'], [])]))).sort()).toEqual([
      'groups',
      'reports',
      'session',
    ]);
  });

  it('lets go of answers past their time', () => {
    const stored = client([session('u1'), query(['reports'], 1, NOW - KEPT_FOR_MS - 1)]);
    expect(keys(mergeForStorage(stored, client([session('u1')])))).toEqual(['session']);
  });
});
