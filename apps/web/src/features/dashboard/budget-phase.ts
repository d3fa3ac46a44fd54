import type { Budget } from '@budget/contract';

/** Where today (in the budget's group's time zone) falls in the budget's run. */
export type BudgetPhase = 'active' | 'ended' | 'upcoming';

export function budgetPhase(
  budget: Pick<Budget, 'startDate' | 'endDate'>,
  today: string,
): BudgetPhase {
  if (budget.startDate > today) return 'upcoming';
  if (budget.endDate !== null && budget.endDate < today) return 'ended';
  return 'active';
}

/** The mark a budget that is not active carries on the dashboard (keys of 'dashboard'). */
export const PHASE_LABELS = {
  ended: 'phase.ended',
  upcoming: 'phase.upcoming',
} as const satisfies Record<Exclude<BudgetPhase, 'active'>, string>;
