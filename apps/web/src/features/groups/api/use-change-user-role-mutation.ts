import type { ChangeUserRoleRequest, Group } from '@budget/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client.ts';
import { invalidateGroups, refreshGroupsIfRefused } from '@/lib/api/get-groups.ts';

/** PUT /groups/change-user-role: Owner only; the last Owner cannot be demoted (409). */
export function changeUserRole(request: ChangeUserRoleRequest) {
  return apiClient.put<Group>('/groups/change-user-role', request);
}

export function useChangeUserRoleMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeUserRole,
    onSuccess: () => invalidateGroups(queryClient),
    onError: (error) => refreshGroupsIfRefused(queryClient, error),
  });
}
