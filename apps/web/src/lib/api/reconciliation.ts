import type { MarkClearedRequest, ReconcileRequest } from '@budget/contract';
import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type MutationMeta,
} from '@tanstack/react-query';
import { apiClient } from '../api-client.ts';
import { invalidatePrefixes, keysAffectedByTransactions, accountKeys } from '../query-keys.ts';
import { refreshGroupsIfRefused } from './get-groups.ts';

// Reconciling a money account (docs/decisions.md, 'Money accounts'): shared because the
// accounts screen reconciles and the transactions screen's statement clears rows.

interface AccountRef {
  groupId: string;
  moneyAccountId: string;
}

/** GET .../reconciliation?date=: the account at the end of the day, its uncleared rows. */
export function reconciliationQueryOptions({ groupId, moneyAccountId }: AccountRef, date: string) {
  return queryOptions({
    queryKey: accountKeys.reconciliation(groupId, moneyAccountId, date),
    queryFn: ({ signal }) =>
      apiClient.get('/groups/:groupId/money-accounts/:moneyAccountId/reconciliation', {
        params: { groupId, moneyAccountId },
        query: { date },
        signal,
      }),
    meta: { showError: true },
  });
}

export function useReconciliationQuery(account: AccountRef, date: string, enabled = true) {
  return useQuery({ ...reconciliationQueryOptions(account, date), enabled });
}

/** A write that moves balances: everything a transaction write refreshes, refreshed. */
function useAccountWrite<Variables, Result>(
  mutationFn: (variables: Variables) => Promise<Result>,
  meta?: MutationMeta,
) {
  const queryClient = useQueryClient();
  return useMutation({
    meta,
    mutationFn,
    onSuccess: () => invalidatePrefixes(queryClient, keysAffectedByTransactions),
    onError: (error) => refreshGroupsIfRefused(queryClient, error),
  });
}

/** PUT .../cleared: rows' sides in the account cleared or not. */
export function useMarkClearedMutation({ groupId, moneyAccountId }: AccountRef) {
  return useAccountWrite((body: MarkClearedRequest) =>
    apiClient.put('/groups/:groupId/money-accounts/:moneyAccountId/cleared', {
      params: { groupId, moneyAccountId },
      body,
    }),
  );
}

/** POST .../reconcile: locks the cleared rows up to the date (409 while a difference remains). */
export function useReconcileMutation({ groupId, moneyAccountId }: AccountRef, meta?: MutationMeta) {
  return useAccountWrite(
    (body: ReconcileRequest) =>
      apiClient.post('/groups/:groupId/money-accounts/:moneyAccountId/reconcile', {
        params: { groupId, moneyAccountId },
        body,
      }),
    meta,
  );
}
