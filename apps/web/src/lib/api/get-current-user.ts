import type { UserProfile } from '@budget/contract';
import { apiClient } from '../api-client.ts';

/** GET /users/me: the signed-in user's profile. */
export function getCurrentUser(signal?: AbortSignal): Promise<UserProfile> {
  return apiClient.get('/users/me', { signal });
}
