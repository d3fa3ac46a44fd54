import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client.ts';
import { transactionKeys } from '@/lib/query-keys.ts';

/**
 * GET /transactions/:transactionId, for an edit address that neither its history entry nor a
 * loaded list holds (a reload, a link): `enabled` only then. Under the transactions' prefix, so
 * a write makes it stale like the lists.
 */
export function useTransactionQuery(transactionId: string, enabled: boolean) {
  return useQuery({
    queryKey: transactionKeys.one(transactionId),
    queryFn: ({ signal }) =>
      apiClient.get('/transactions/:transactionId', { params: { transactionId }, signal }),
    enabled,
  });
}
