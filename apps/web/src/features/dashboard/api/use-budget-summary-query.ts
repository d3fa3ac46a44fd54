import type { BudgetSummary } from '@budget/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client.ts';
import { budgetKeys } from '@/lib/query-keys.ts';

/**
 * GET /budgets/summary: the amounts of the budgets active today, converted into PLN, and how
 * many they are (docs/product.md, 'Screens'). Under the budget keys, so any budget change (and
 * anything else that invalidates budgets) refreshes it.
 */
export function getBudgetSummary(signal?: AbortSignal) {
  return apiClient.get<BudgetSummary>('/budgets/summary', { signal });
}

export function budgetSummaryQueryOptions() {
  return queryOptions({
    queryKey: budgetKeys.summary(),
    queryFn: ({ signal }) => getBudgetSummary(signal),
    // Other members change budgets too: the dashboard asks again whenever it is opened.
    staleTime: 0,
    meta: { showError: true },
  });
}

export function useBudgetSummaryQuery() {
  return useQuery(budgetSummaryQueryOptions());
}
