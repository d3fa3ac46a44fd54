import type { ForgottenPasswordRequest } from '@budget/contract';
import { useMutation, type MutationMeta } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client.ts';

/** POST /auth/forgotten-password: mails a reset link (the answer never reveals the account). */
export function requestPasswordReset(request: ForgottenPasswordRequest) {
  return apiClient.post('/auth/forgotten-password', { body: request });
}

export function useRequestPasswordResetMutation(meta?: MutationMeta) {
  return useMutation({ meta, mutationFn: requestPasswordReset });
}
