import { isKnownTimeZone } from '@budget/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client.ts';
import { invalidateGroups, refreshGroupsIfRefused } from '@/lib/api/get-groups.ts';

export interface CreateGroupInput {
  name: string;
  /** An empty string when there is none. */
  description: string;
  equalAmong: 'payers' | 'everyone';
  splitIncomes: boolean;
  /** The name of the money account the group starts with. */
  moneyAccountName: string;
  /** That account's currency, the one balances are settled in (left out: PLN). */
  currency?: number;
}

/**
 * POST /groups: the creator becomes the group's Owner. The group lives in the browser's time zone,
 * which decides its 'today' (docs/decisions.md, 'Budgets'), rather than the server's.
 */
export function createGroup(input: CreateGroupInput) {
  // A browser may answer a zone it cannot name ('Etc/Unknown'): the server's then.
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const timeZone = zone && isKnownTimeZone(zone) ? { timeZone: zone } : {};
  return apiClient.post('/groups', { body: { ...input, ...timeZone } });
}

export function useCreateGroupMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createGroup,
    // Resolves once the shared list has the new group, so the screen it returns to shows it.
    onSuccess: () => invalidateGroups(queryClient),
    onError: (error) => refreshGroupsIfRefused(queryClient, error),
  });
}
