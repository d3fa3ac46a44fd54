import type { Group } from '@budget/contract';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { apiClient } from '../api-client.ts';
import { isApiClientError } from '../api-client-error.ts';
import {
  accountKeys,
  balanceKeys,
  budgetKeys,
  categoryKeys,
  groupKeys,
  invalidatePrefixes,
  reportKeys,
  sharingKeys,
  transactionKeys,
} from '../query-keys.ts';

/** GET /groups?includeMembers=...: the caller's groups, each with the caller's role. */
export function getGroups(includeMembers: boolean, signal?: AbortSignal): Promise<Group[]> {
  return apiClient.get('/groups', { query: { includeMembers }, signal });
}

/**
 * The one group list every screen shares (sidebar, dashboard, groups screen). Members are always
 * included so the groups screen needs no second call. The list is fetched only
 * when the stored one is empty, so it never goes stale by time; group mutations invalidate it.
 */
export function groupsQueryOptions(userId: string) {
  return queryOptions({
    queryKey: groupKeys.list(userId),
    queryFn: ({ signal }) => getGroups(true, signal),
    staleTime: Infinity,
    // A failed group list is shown once through the shared error display,
    // whichever screen asked for it first.
    meta: { showError: true },
  });
}

/**
 * Every change to a group or its members refreshes the shared list (and with it the sidebar).
 * Everything shown per group follows: a deleted or left group takes its money with it, a new
 * role changes what the screens offer, and a new name or time zone shows everywhere.
 */
export function invalidateGroups(queryClient: QueryClient): Promise<void> {
  return invalidatePrefixes(queryClient, [
    groupKeys.all,
    budgetKeys.all,
    transactionKeys.all,
    categoryKeys.all,
    reportKeys.all,
    accountKeys.all,
    // Members who join or leave change who shares what.
    balanceKeys.all,
    sharingKeys.all,
  ]);
}

/**
 * A 403 or 404 from a group call means this browser's picture is out of date: another member
 * changed our role, removed us or deleted the group. Reloading the list makes the screen show
 * what we may still do.
 */
export function refreshGroupsIfRefused(queryClient: QueryClient, error: unknown): void {
  if (isApiClientError(error) && (error.status === 403 || error.status === 404)) {
    void invalidateGroups(queryClient);
  }
}
