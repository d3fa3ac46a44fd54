/** SPEC section 8: the budgets screen's success toasts, exactly as written. */
export const BUDGET_MESSAGES = {
  added: 'Budget added successfully',
  updated: 'Budget updated successfully',
  deleted: 'Budget deleted successfully',
} as const;

/** SPEC section 2: the list's empty states. */
export const NO_BUDGETS = 'No budgets found. Please add a budget.';

export function noBudgetsAt(datePoint: string): string {
  return `No budgets found at date ${datePoint}`;
}

export function deleteBudgetQuestion(name: string): string {
  return `Delete budget "${name}"?`;
}
