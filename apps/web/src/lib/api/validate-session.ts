import type { SessionInfo } from '@budget/contract';
import { apiClient, VALIDATE_PATH } from '../api-client.ts';
import { isApiClientError } from '../api-client-error.ts';

/** GET /auth/validate: the current session, or null when there is none (401). */
export async function validateSession(signal?: AbortSignal): Promise<SessionInfo | null> {
  try {
    return await apiClient.get<SessionInfo>(VALIDATE_PATH, { signal });
  } catch (error) {
    if (isApiClientError(error) && error.status === 401) return null;
    throw error;
  }
}
