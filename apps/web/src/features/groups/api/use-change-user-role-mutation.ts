import type { ChangeUserRoleRequest } from '@budget/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client.ts';
import { invalidateGroups, refreshGroupsIfRefused } from '@/lib/api/get-groups.ts';

/** PUT /groups/change-user-role: Owner only; the last Owner cannot be demoted (409). */
export function changeUserRole(request: ChangeUserRoleRequest) {
  return apiClient.put('/groups/change-user-role', { body: request });
}

export function useChangeUserRoleMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeUserRole,
    onSuccess: () => invalidateGroups(queryClient),
    onError: (error) => refreshGroupsIfRefused(queryClient, error),
  });
}
