import type { UserProfile } from '@budget/contract';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { isApiClientError } from '../api-client-error.ts';
import { getCurrentUser } from '../api/get-current-user.ts';
import { validateSession } from '../api/validate-session.ts';
import { keptSessionOr } from '../offline/offline-start.ts';
import { sessionKeys } from '../query-keys.ts';
import { endSignOut } from './sign-out.ts';

/** Start-up validates the session, then loads the profile; null means nobody is signed in. */
export async function fetchSessionUser(signal?: AbortSignal): Promise<UserProfile | null> {
  const session = await validateSession(signal);
  if (!session) return null;
  try {
    return await getCurrentUser(signal);
  } catch (error) {
    // The session can end between the two calls (e.g. signed out in another tab).
    if (isApiClientError(error) && error.status === 401) return null;
    throw error;
  }
}

export const sessionQueryOptions = queryOptions({
  queryKey: sessionKeys.current(),
  // Without an answer, the session kept on this device (docs/decisions.md, 'Installable and offline').
  queryFn: ({ signal, client }) =>
    fetchSessionUser(signal).catch((error: unknown) => keptSessionOr(client, error)),
  staleTime: 5 * 60_000,
});

/** After sign-in (or a profile change) the server's profile becomes the session user. */
export function setSessionUser(queryClient: QueryClient, user: UserProfile): void {
  endSignOut();
  queryClient.setQueryData(sessionKeys.current(), user);
}

/**
 * Signs the browser out locally: no user, and no cached data of the previous user. The session
 * query itself stays (as null) so the screens watching it update instead of re-initialising.
 */
export function clearSession(queryClient: QueryClient): void {
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionKeys.all[0] });
  queryClient.setQueryData(sessionKeys.current(), null);
}
