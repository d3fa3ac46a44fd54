import { useMutation, type MutationMeta } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client.ts';

/** DELETE /users/delete-profile: deactivates the account now; its data goes after 30 days. */
export function deleteProfile() {
  return apiClient.delete('/users/delete-profile');
}

/** The caller clears the session after leaving the protected screen. */
export function useDeleteProfileMutation(meta?: MutationMeta) {
  return useMutation({ meta, mutationFn: deleteProfile });
}
