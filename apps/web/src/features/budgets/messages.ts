import { formatDay } from '@/lib/format-date.ts';

/** The budgets screen's success toasts, exactly as the product words them. */
export const BUDGET_MESSAGES = {
  added: 'Budget added successfully',
  updated: 'Budget updated successfully',
  deleted: 'Budget deleted successfully',
} as const;

/** The list's empty states. */
export const NO_BUDGETS = 'No budgets found. Please add a budget.';

/** The date written in the user's date format. */
export function noBudgetsAt(datePoint: string): string {
  return `No budgets found at date ${formatDay(datePoint)}`;
}

export function deleteBudgetQuestion(name: string): string {
  return `Delete budget "${name}"?`;
}
