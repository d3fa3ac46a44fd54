import type { RegisterRequest } from '@budget/contract';
import { useMutation, useQueryClient, type MutationMeta } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client.ts';
import { invitationKeys } from '@/lib/query-keys.ts';
import { clearSessionError, recordSessionError } from '@/lib/session/session-error.ts';

/**
 * POST /auth/register: creates the account and mails the activation link; no sign-in. With an
 * invitation's token for the same address the account starts confirmed and joins its group.
 */
export function registerAccount(request: RegisterRequest) {
  return apiClient.post('/auth/register', { body: request });
}

export function useRegisterMutation(meta?: MutationMeta) {
  const queryClient = useQueryClient();
  return useMutation({
    meta,
    mutationFn: registerAccount,
    onSuccess: () => {
      clearSessionError();
      // An invitation used up by the registration must not be shown as still open.
      queryClient.removeQueries({ queryKey: invitationKeys.all });
    },
    onError: (error) => recordSessionError('register', error),
  });
}
