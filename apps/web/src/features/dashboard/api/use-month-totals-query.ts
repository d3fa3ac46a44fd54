import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client.ts';
import { unlessStartedWithPage } from '@/lib/query-client.ts';
import { usePreferences } from '@/lib/preferences/use-preferences.ts';
import { reportKeys } from '@/lib/query-keys.ts';

/**
 * GET /reports/month-totals: this month's and last month's income and expenses of all the
 * user's groups, converted exactly into the display currency. Under the reports' keys, so every
 * transaction write refreshes it (keysAffectedByTransactions).
 */
export function monthTotalsQueryOptions(currency: number) {
  return queryOptions({
    queryKey: reportKeys.monthTotals(currency),
    queryFn: ({ signal }) =>
      apiClient.get('/reports/month-totals', { query: { currency }, signal }),
    // Other members add transactions too: the dashboard asks again whenever it is opened.
    staleTime: 0,
    refetchOnMount: unlessStartedWithPage,
    meta: { showError: true },
  });
}

export function useMonthTotalsQuery() {
  const { displayCurrency } = usePreferences();
  return useQuery(monthTotalsQueryOptions(displayCurrency));
}
