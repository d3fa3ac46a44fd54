import type { SessionInfo } from '@budget/contract';
import { apiClient, sessionEnded, VALIDATE_PATH } from '../api-client.ts';
import { isApiClientError } from '../api-client-error.ts';

/**
 * GET /auth/validate?optional=true: the current session, or null when there is none. The server
 * answers null rather than 401, which the browser would log as a failed resource although
 * nobody being signed in is an expected answer; null then acts as the 401 would.
 */
export async function validateSession(signal?: AbortSignal): Promise<SessionInfo | null> {
  try {
    const session = await apiClient.get(VALIDATE_PATH, {
      signal,
      query: { optional: 'true' },
    });
    if (!session) sessionEnded();
    return session;
  } catch (error) {
    if (isApiClientError(error) && error.status === 401) return null;
    throw error;
  }
}
