import type { GroupBackup } from '@budget/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client.ts';
import { invalidateGroups } from '@/lib/api/get-groups.ts';

/**
 * A 50 MB backup takes the server tens of seconds to write: the browser waits for it rather than
 * give up at the usual 10 s while the group is being made (a retry would make a second one).
 */
const RESTORE_TIMEOUT_MS = 5 * 60_000;

/** POST /groups/restore: a backup becomes a new group of the caller's (its Owner). */
export function restoreGroup(backup: GroupBackup) {
  return apiClient.post('/groups/restore', { body: backup, timeoutMs: RESTORE_TIMEOUT_MS });
}

export function useRestoreGroupMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: restoreGroup,
    // Resolves once the shared list has the new group.
    onSuccess: () => invalidateGroups(queryClient),
  });
}
