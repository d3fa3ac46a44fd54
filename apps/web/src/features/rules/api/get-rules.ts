import type { Rule } from '@budget/contract';
import { queryOptions, useQueries } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiClient } from '@/lib/api-client.ts';
import { ruleKeys } from '@/lib/query-keys.ts';

/** GET /groups/:groupId/rules: the group's rules in the order they run (every role). */
export function getRules(groupId: string, signal?: AbortSignal) {
  return apiClient.get('/groups/:groupId/rules', { params: { groupId }, signal });
}

export function rulesQueryOptions(groupId: string) {
  return queryOptions({
    queryKey: ruleKeys.list(groupId),
    queryFn: ({ signal }) => getRules(groupId, signal),
    meta: { showError: true },
  });
}

/** The rules of several groups, in the groups' order, each group's in its own order. */
export interface RulesOf {
  rules: readonly Rule[];
  isPending: boolean;
  isError: boolean;
  refetch: () => void;
}

export function useRulesOf(groupIds: readonly string[]): RulesOf {
  const combine = useCallback(
    (
      results: readonly {
        data?: Rule[];
        isPending: boolean;
        isError: boolean;
        refetch: () => unknown;
      }[],
    ) => ({
      rules: results.flatMap((result) => result.data ?? []),
      isPending: results.some((result) => result.isPending),
      isError: results.some((result) => result.isError),
      refetch: () => results.forEach((result) => void result.refetch()),
    }),
    [],
  );
  return useQueries({ queries: groupIds.map(rulesQueryOptions), combine });
}
