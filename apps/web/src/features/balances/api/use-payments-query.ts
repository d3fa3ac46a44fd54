import { TransactionType } from '@budget/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client.ts';
import { balanceKeys } from '@/lib/query-keys.ts';

/** Recorded payments shown at first, and added by each 'Show more'. */
export const PAYMENTS_PAGE_SIZE = 10;

/**
 * A group's recorded payments, newest first: its Transfers (a settlement is one, docs/decisions.md,
 * 'Splits'), read with GET /transactions. Kept under the group's balances key, so everything
 * that moves the balances (every transaction write, a recorded payment) reloads them too.
 */
export function paymentsKey(groupId: string) {
  return [...balanceKeys.group(groupId), 'payments'] as const;
}

export function getPayments(groupId: string, page: number, signal?: AbortSignal) {
  return apiClient.get('/transactions', {
    query: {
      transactionType: TransactionType.Transfer,
      groupIds: [groupId],
      page,
      pageSize: PAYMENTS_PAGE_SIZE,
    },
    signal,
  });
}

export function usePaymentsQuery(groupId: string) {
  return useInfiniteQuery({
    queryKey: paymentsKey(groupId),
    queryFn: ({ pageParam, signal }) => getPayments(groupId, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.page * last.pageSize < last.totalCount ? last.page + 1 : undefined,
    staleTime: 0,
    enabled: groupId !== '',
    meta: { showError: true },
  });
}
