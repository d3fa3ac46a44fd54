import type { ChangePasswordRequest } from '@budget/contract';
import { useMutation, type MutationMeta } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client.ts';

/** PUT /auth/change-password: other sessions end; this browser gets a fresh one. */
export function changePassword(request: ChangePasswordRequest) {
  return apiClient.put('/auth/change-password', { body: request });
}

export function useChangePasswordMutation(meta?: MutationMeta) {
  return useMutation({ meta, mutationFn: changePassword });
}
