import type { Budget } from '@budget/contract';
import { useQueryClient } from '@tanstack/react-query';
import { budgetListParams, useBudgetsQuery } from '@/lib/api/get-budgets.ts';
import { budgetKeys } from '@/lib/query-keys.ts';

export interface EditedBudget {
  budget: Budget | undefined;
  /** Still looking: no list at hand had it, and the list of every budget is on its way. */
  isLoading: boolean;
}

const EVERY_BUDGET = budgetListParams('dashboard');

/**
 * The budget an edit address names. There is no call for one budget: it comes from a list
 * already loaded (the card's Edit opens it from one), or else from the list of every budget
 * (the dashboard's call), so an edit address also works after a reload or from a bookmark.
 */
export function useEditedBudget(budgetId: string): EditedBudget {
  const queryClient = useQueryClient();
  let cached: Budget | undefined;
  for (const [, list] of queryClient.getQueriesData<Budget[]>({ queryKey: budgetKeys.lists() })) {
    cached = list?.find((budget) => budget.id === budgetId);
    if (cached) break;
  }
  const every = useBudgetsQuery(EVERY_BUDGET, { enabled: !cached });
  if (cached) return { budget: cached, isLoading: false };
  return {
    budget: every.data?.find((budget) => budget.id === budgetId),
    isLoading: every.isPending,
  };
}
