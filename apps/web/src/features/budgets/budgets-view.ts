import { isCalendarDate } from '@budget/contract';

/**
 * The budgets screen's view (list, add, edit) and date point live in the query
 * string, so Back and a reload keep the place, and other screens can link in:
 *   /budgets                                  budgets active today
 *   /budgets?datePoint=yyyy-MM-dd             budgets active at that date
 *   /budgets?action=quick_add                 add view
 *   /budgets?action=edit&budgetId=<id>        edit view of one budget
 * A date point travels along to the add and edit views, so Back returns to the same list.
 */
export type BudgetsMode = { mode: 'list' } | { mode: 'add' } | { mode: 'edit'; budgetId: string };

export type BudgetsView = BudgetsMode & {
  /** yyyy-MM-dd; null: today's budgets. */
  datePoint: string | null;
};

const ACTION = 'action';
const QUICK_ADD = 'quick_add';
const EDIT = 'edit';
const BUDGET_ID = 'budgetId';
const DATE_POINT = 'datePoint';

export function parseBudgetsView(params: URLSearchParams): BudgetsView {
  const date = params.get(DATE_POINT)?.trim() ?? '';
  // A date that is not a real yyyy-MM-dd day is ignored: the list of today is shown.
  const datePoint = isCalendarDate(date) ? date : null;
  const action = params.get(ACTION);
  const budgetId = params.get(BUDGET_ID)?.trim();
  if (action === QUICK_ADD) return { mode: 'add', datePoint };
  if (action === EDIT && budgetId) return { mode: 'edit', budgetId, datePoint };
  return { mode: 'list', datePoint };
}

/** The query string of a view, '' for today's list. */
export function budgetsViewSearch(view: BudgetsView): string {
  const params = new URLSearchParams();
  if (view.mode === 'add') params.set(ACTION, QUICK_ADD);
  if (view.mode === 'edit') {
    params.set(ACTION, EDIT);
    params.set(BUDGET_ID, view.budgetId);
  }
  if (view.datePoint) params.set(DATE_POINT, view.datePoint);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The days a saved budget covers (no end: open-ended). */
export interface SavedDays {
  startDate: string;
  endDate?: string | null | undefined;
}

/**
 * The date point to show the list at once a budget is saved: the list's own when the budget
 * covers it, else the budget's start, so a budget that starts later (or ended) is seen at once
 * rather than missing from today's list.
 */
export function datePointShowing(
  saved: SavedDays,
  datePoint: string | null,
  today: string,
): string | null {
  const shown = datePoint ?? today;
  const covers = saved.startDate <= shown && (!saved.endDate || saved.endDate >= shown);
  return covers ? datePoint : saved.startDate;
}
