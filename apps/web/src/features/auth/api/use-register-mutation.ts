import type { RegisterRequest, UserProfile } from '@budget/contract';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client.ts';
import { clearSessionError, recordSessionError } from '@/lib/session/session-error.ts';

/** POST /auth/register: creates the account and mails the activation link; no sign-in. */
export function registerAccount(request: RegisterRequest) {
  return apiClient.post<UserProfile>('/auth/register', request);
}

export function useRegisterMutation() {
  return useMutation({
    mutationFn: registerAccount,
    onSuccess: clearSessionError,
    onError: (error) => recordSessionError('register', error),
  });
}
