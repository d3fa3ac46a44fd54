import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../api-client.ts';
import { unlessStartedWithPage } from '../query-client.ts';
import { budgetKeys, type BudgetListParams } from '../query-keys.ts';

/**
 * GET /budgets?onlyActualPeriod=&datePoint=&groupIds=..: budgets, each with the usage of one period
 * first in budgetUsages (docs/product.md, 'Requests and errors'). Shared because the budgets screen
 * and the dashboard both list budgets.
 */
export function getBudgets(params: BudgetListParams, signal?: AbortSignal) {
  return apiClient.get('/budgets', {
    query: {
      onlyActualPeriod: params.onlyActualPeriod,
      // null is dropped from the address.
      datePoint: params.datePoint,
      groupIds: params.groupIds,
    },
    signal,
  });
}

/**
 * The budgets screen asks for the budgets active today (no date point)
 * or active at the chosen date, each with that period; the dashboard asks for every budget, each
 * with today's period or its nearest one. Neither names groups: all of the caller's.
 */
export function budgetListParams(
  screen: 'budgets' | 'dashboard',
  datePoint: string | null = null,
): BudgetListParams {
  if (screen === 'dashboard') return { onlyActualPeriod: false, datePoint: null, groupIds: [] };
  return { onlyActualPeriod: datePoint === null, datePoint, groupIds: [] };
}

export function budgetsQueryOptions(params: BudgetListParams) {
  return queryOptions({
    queryKey: budgetKeys.list(params),
    queryFn: ({ signal }) => getBudgets(params, signal),
    // Choosing or clearing the date point reloads the list, even back to one
    // seen moments ago (shown at once, then refreshed); other members' expenses move the
    // figures too. The calls are cheap (docs/performance.md).
    staleTime: 0,
    refetchOnMount: unlessStartedWithPage,
    // Failed loads go through the shared error display.
    meta: { showError: true },
  });
}

/** A budgets list; `enabled: false` holds it back (the dashboard waits for the groups). */
export function useBudgetsQuery(params: BudgetListParams, options: { enabled?: boolean } = {}) {
  return useQuery({ ...budgetsQueryOptions(params), enabled: options.enabled ?? true });
}
