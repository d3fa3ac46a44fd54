import type { PersistedClient } from '@tanstack/query-persist-client-core';
import { hashKey } from '@tanstack/react-query';
import { sessionKeys } from '../query-keys.ts';

/** How long the kept data may be shown offline. */
export const KEPT_FOR_MS = 30 * 24 * 60 * 60 * 1000;
/** The most answers kept, the newest first: every filter and page is an answer of its own. */
export const MAX_KEPT_QUERIES = 150;

const SESSION_HASH = hashKey(sessionKeys.current());

type Query = PersistedClient['clientState']['queries'][number];

function sessionUser(client: PersistedClient | undefined): { id: string } | null | undefined {
  const query = client?.clientState.queries.find((q) => q.queryHash === SESSION_HASH);
  return query?.state.data as { id: string } | null | undefined;
}

/**
 * What is kept after the cache changed: the answers the app holds now over those kept before,
 * so a screen not opened this time keeps its last answer (the app lets go of answers no screen
 * shows after a few minutes). Kept answers belong to one user: a change of user, or signing out,
 * starts afresh; while the session is not known yet, what was kept stays.
 */
export function mergeForStorage(
  stored: PersistedClient | undefined,
  next: PersistedClient,
): PersistedClient {
  const user = sessionUser(next);
  if (user === null || stored === undefined || stored.buster !== next.buster) return next;
  const storedUser = sessionUser(stored);
  if (user !== undefined && storedUser?.id !== user.id) return next;
  const oldest = next.timestamp - KEPT_FOR_MS;
  const byHash = new Map<string, Query>();
  for (const query of stored.clientState.queries) {
    if (query.state.dataUpdatedAt >= oldest) byHash.set(query.queryHash, query);
  }
  for (const query of next.clientState.queries) byHash.set(query.queryHash, query);
  const queries = [...byHash.values()]
    .sort(
      (a, b) =>
        Number(b.queryHash === SESSION_HASH) - Number(a.queryHash === SESSION_HASH) ||
        b.state.dataUpdatedAt - a.state.dataUpdatedAt,
    )
    .slice(0, MAX_KEPT_QUERIES);
  return { ...next, clientState: { mutations: [], queries } };
}
