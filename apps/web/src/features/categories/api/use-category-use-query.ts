import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client.ts';
import { transactionKeys } from '@/lib/query-keys.ts';

/**
 * How many transactions a category holds (GET /transactions/totals filtered by it), for the
 * question before it is deleted; under the transactions' keys, so every write refreshes it.
 */
export function useCategoryUseQuery(groupId: string, categoryId: string) {
  const filter = { groupIds: [groupId], categoryIds: [categoryId] };
  return useQuery({
    queryKey: transactionKeys.totals(filter),
    queryFn: ({ signal }) => apiClient.get('/transactions/totals', { query: filter, signal }),
  });
}
