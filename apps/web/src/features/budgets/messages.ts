/** The budgets screen's success toasts, exactly as the product words them. */
export const BUDGET_MESSAGES = {
  added: 'Budget added successfully',
  updated: 'Budget updated successfully',
  deleted: 'Budget deleted successfully',
} as const;

/** The list's empty states. */
export const NO_BUDGETS = 'No budgets found. Please add a budget.';

export function noBudgetsAt(datePoint: string): string {
  return `No budgets found at date ${datePoint}`;
}

export function deleteBudgetQuestion(name: string): string {
  return `Delete budget "${name}"?`;
}
