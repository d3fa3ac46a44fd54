import type { Group, GroupBackup } from '@budget/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client.ts';
import { invalidateGroups } from '@/lib/api/get-groups.ts';

/** POST /groups/restore: a backup becomes a new group of the caller's (its Owner). */
export function restoreGroup(backup: GroupBackup) {
  return apiClient.post<Group>('/groups/restore', backup);
}

export function useRestoreGroupMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: restoreGroup,
    // Resolves once the shared list has the new group.
    onSuccess: () => invalidateGroups(queryClient),
  });
}
