import type { UserProfile } from '@budget/contract';
import { useQuery } from '@tanstack/react-query';
import { i18next } from '../i18n/i18n.ts';
import { useSessionError } from './session-error.ts';
import { sessionQueryOptions } from './session-query.ts';

export interface SessionState {
  /** The start-up check has finished, whatever its outcome. */
  isInitialized: boolean;
  isAuthenticated: boolean;
  /** The first check is still running (background re-checks do not count). */
  isLoading: boolean;
  user: UserProfile | null;
  /**
   * Why the start-up check failed (a failed background re-check keeps the known user instead),
   * else why the last sign-in, sign-out or registration failed, with its prefix.
   */
  error: string | null;
  /**
   * Why the start-up check failed, else null: the only error that keeps every screen away (a
   * failed sign-in is told on its own screen, and must not replace it).
   */
  startupError: string | null;
}

/** The session state, derived from the session query. */
export function useSession(): SessionState {
  const query = useQuery(sessionQueryOptions);
  const user = query.data ?? null;
  const failedToStart = query.isError && query.data === undefined;
  const actionError = useSessionError();
  const startupError = failedToStart
    ? i18next.t('session.startFailed', { message: query.error.message })
    : null;
  return {
    isInitialized: !query.isPending,
    isAuthenticated: user !== null,
    isLoading: query.isPending,
    user,
    error: startupError ?? actionError,
    startupError,
  };
}
