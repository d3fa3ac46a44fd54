import type { ActivateAccountRequest, ActivateAccountResponse, Envelope } from '@budget/contract';
import { useMutation, useQueryClient, type MutationMeta } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client.ts';
import { sessionKeys } from '@/lib/query-keys.ts';

/**
 * Activation tokens are single use, so one token is sent once per page load: a second call for
 * the same token (React StrictMode runs effects twice, a remount runs them again) gets the first
 * call's promise instead of a 400 for an already used token.
 */
const sent = new Map<string, Promise<Envelope<ActivateAccountResponse>>>();

/**
 * POST /auth/activate-account with the token and address from the activation link; answers
 * whether the account had been activated already.
 */
export function activateAccount(
  request: ActivateAccountRequest,
): Promise<Envelope<ActivateAccountResponse>> {
  const key = `${request.email}\n${request.activationToken}`;
  let pending = sent.get(key);
  if (!pending) {
    pending = apiClient.post('/auth/activate-account', { body: request });
    sent.set(key, pending);
  }
  return pending;
}

/** Test helper: forgets which tokens were sent. */
export function forgetSentActivations(): void {
  sent.clear();
}

export function useActivateAccountMutation(meta?: MutationMeta) {
  const queryClient = useQueryClient();
  return useMutation({
    meta,
    mutationFn: activateAccount,
    // A signed-in user's profile now has a confirmed e-mail.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionKeys.all }),
  });
}
