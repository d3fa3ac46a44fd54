import type { LoginRequest } from '@budget/contract';
import { useMutation, useQueryClient, type MutationMeta } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client.ts';
import { sessionKeys } from '@/lib/query-keys.ts';
import { clearSessionError, recordSessionError } from '@/lib/session/session-error.ts';
import { setSessionUser } from '@/lib/session/session-query.ts';

/** POST /auth/login: sets the session cookie and answers with the profile and whether it is the first sign-in. */
export function login(request: LoginRequest) {
  return apiClient.post('/auth/login', { body: request });
}

export function useLoginMutation(meta?: MutationMeta) {
  const queryClient = useQueryClient();
  return useMutation({
    meta,
    mutationFn: login,
    onSuccess: (envelope) => {
      clearSessionError();
      // The session holds the profile as GET /users/me answers it, without the greeting's flag.
      const { firstSignIn: _firstSignIn, ...profile } = envelope.data;
      setSessionUser(queryClient, profile);
    },
    // A failed sign-in leaves nobody signed in.
    onError: (error) => {
      recordSessionError('login', error);
      queryClient.setQueryData(sessionKeys.current(), null);
    },
  });
}
