import { useMutation, type MutationMeta } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client.ts';
import { clearSessionError, recordSessionError } from '@/lib/session/session-error.ts';

/** POST /auth/logout: ends the account's sessions and clears the cookie. */
export function logout() {
  return apiClient.post('/auth/logout');
}

/** The caller clears local state after navigating away, so protected screens do not flash. */
export function useLogoutMutation(meta?: MutationMeta) {
  return useMutation({
    meta,
    mutationFn: logout,
    onSuccess: clearSessionError,
    onError: (error) => recordSessionError('logout', error),
  });
}
