import type { ChangePasswordRequest } from '@budget/contract';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client.ts';

/** PUT /auth/change-password: other sessions end; this browser gets a fresh one. */
export function changePassword(request: ChangePasswordRequest) {
  return apiClient.put<null>('/auth/change-password', request);
}

export function useChangePasswordMutation() {
  return useMutation({ mutationFn: changePassword });
}
