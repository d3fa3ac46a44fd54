import type { UpdateProfileRequest } from '@budget/contract';
import { useMutation, useQueryClient, type MutationMeta } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client.ts';
import { sessionKeys } from '@/lib/query-keys.ts';
import { setSessionUser } from '@/lib/session/session-query.ts';

/** PUT /users/me: a changed e-mail must be confirmed again (a new link is mailed). */
export function updateProfile(request: UpdateProfileRequest) {
  return apiClient.put('/users/me', { body: request });
}

export function useUpdateProfileMutation(meta?: MutationMeta) {
  const queryClient = useQueryClient();
  return useMutation({
    meta,
    mutationFn: updateProfile,
    // Saving reloads the user; the answer is shown at once, the reload confirms it.
    onSuccess: async (envelope) => {
      setSessionUser(queryClient, envelope.data);
      await queryClient.invalidateQueries({ queryKey: sessionKeys.all });
    },
  });
}
