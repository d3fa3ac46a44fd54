import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client.ts';
import { unlessStartedWithPage } from '@/lib/query-client.ts';
import { usePreferences } from '@/lib/preferences/use-preferences.ts';
import { budgetKeys } from '@/lib/query-keys.ts';

/**
 * GET /budgets/summary: the amounts of the budgets active today, converted into the user's
 * display currency (Settings; PLN by default), and how many they are. Under the budget keys, so
 * any budget change (and anything else that invalidates budgets) refreshes it.
 */
export function getBudgetSummary(currency: number, signal?: AbortSignal) {
  return apiClient.get('/budgets/summary', { query: { currency }, signal });
}

export function budgetSummaryQueryOptions(currency: number) {
  return queryOptions({
    queryKey: budgetKeys.summary(currency),
    queryFn: ({ signal }) => getBudgetSummary(currency, signal),
    // Other members change budgets too: the dashboard asks again whenever it is opened.
    staleTime: 0,
    refetchOnMount: unlessStartedWithPage,
    meta: { showError: true },
  });
}

export function useBudgetSummaryQuery() {
  const { displayCurrency } = usePreferences();
  return useQuery(budgetSummaryQueryOptions(displayCurrency));
}
