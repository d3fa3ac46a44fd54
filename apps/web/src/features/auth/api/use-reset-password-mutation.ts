import type { ResetPasswordRequest } from '@budget/contract';
import { useMutation, type MutationMeta } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client.ts';

/** POST /auth/reset-password: sets the new password from a reset link's token. */
export function resetPassword(request: ResetPasswordRequest) {
  return apiClient.post('/auth/reset-password', { body: request });
}

export function useResetPasswordMutation(meta?: MutationMeta) {
  return useMutation({ meta, mutationFn: resetPassword });
}
