import { PeriodType, type Budget, type BudgetUsage } from '@budget/contract';

/** Budgets as GET /budgets returns them, for the budgets screen's and the dashboard's tests. */
export function usageOf(overrides: Partial<BudgetUsage> = {}): BudgetUsage {
  return {
    spent: 50,
    budgeted: 200,
    remaining: 150,
    percentUsed: 25,
    periodStart: '2026-11-01',
    periodEnd: '2026-11-30',
    unconvertedCurrencies: [],
    ...overrides,
  };
}

export function budgetOf(overrides: Partial<Budget> = {}): Budget {
  return {
    id: 'b1',
    name: 'Groceries',
    description: null,
    groupId: 'g1',
    amount: 200,
    currency: 0,
    periodType: PeriodType.Monthly,
    startDate: '2026-01-01',
    endDate: null,
    categories: [{ id: 'c2', name: 'Food' }],
    budgetUsages: [usageOf()],
    ...overrides,
  };
}

/** Over budget: 250 of 200 spent. */
export const overBudget = budgetOf({
  id: 'b2',
  name: 'Eating out',
  categories: [],
  budgetUsages: [usageOf({ spent: 250, remaining: -50, percentUsed: 125 })],
});
