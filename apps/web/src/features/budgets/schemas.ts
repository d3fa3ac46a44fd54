import {
  DEFAULT_CURRENCY,
  PeriodType,
  WeekStart,
  amountField,
  createBudgetRequestSchema,
  type Budget,
  type CreateBudgetRequest,
  type UpdateBudgetRequest,
} from '@budget/contract';
import { z } from 'zod';
import { formatDateField } from '@/components/date-picker.tsx';
import { dayField } from '@/lib/day-field.ts';
import { calendarPeriodStart } from './calendar-periods.ts';
import { amountText } from '@/lib/amount-schema.ts';
import { amountBoxText } from '@/lib/amount-text.ts';

const fields = createBudgetRequestSchema.shape;

/**
 * The value box holds text, read with a point or a comma (lib/amount-text.ts): a number, at least 0
 * ('Amount must be non-negative'), at most two decimals. An empty box is not read as 0, which
 * would quietly make a budget of nothing: it asks for an amount.
 */
const valueText = z
  .string()
  .trim()
  .min(1, { error: 'Amount is required', abort: true })
  .pipe(amountText(Number.NaN))
  .pipe(amountField({ positive: false }));

/** An empty End date means none (it is optional). */
const endDateText = z
  .string()
  .trim()
  .transform((text) => text || null)
  .pipe(dayField().nullable());

/**
 * The contract's rules and messages ('Name is required', 'Amount must be non-negative',
 * 'Group ID is required', 'Date is required'), so the browser checks what the server checks.
 * The edit form has no Group field; it carries the budget's group, which always passes.
 */
export const budgetFormSchema = z
  .object({
    name: fields.name,
    description: fields.description,
    groupId: fields.groupId,
    categoryIds: z.array(z.string()),
    startDate: dayField(),
    endDate: endDateText,
    periodType: fields.periodType,
    amount: valueText,
    currency: fields.currency,
  })
  .refine((value) => value.endDate === null || value.endDate >= value.startDate, {
    message: 'End date cannot be before the start date',
    path: ['endDate'],
  });
export type BudgetFormInput = z.input<typeof budgetFormSchema>;
export type BudgetFormOutput = z.output<typeof budgetFormSchema>;

/**
 * The defaults (docs/product.md, 'Forms and validation'): PLN, Monthly, aligned with the calendar
 * (starting on the 1st of this month, docs/decisions.md, 'Budgets'); the group preselected if
 * given.
 */
export function addFormDefaults(groupId = '', now = new Date()): BudgetFormInput {
  return {
    name: '',
    description: '',
    groupId,
    categoryIds: [],
    // The browser's today (the day the user sees), not the server's.
    startDate: calendarPeriodStart(formatDateField(now), PeriodType.Monthly, WeekStart.Sunday),
    endDate: '',
    periodType: PeriodType.Monthly,
    amount: '',
    currency: DEFAULT_CURRENCY,
  };
}

/** The edit form starts from the stored budget. */
export function editFormDefaults(budget: Budget): BudgetFormInput {
  return {
    name: budget.name,
    description: budget.description ?? '',
    groupId: budget.groupId,
    categoryIds: budget.categories.map((category) => category.id),
    startDate: budget.startDate,
    endDate: budget.endDate ?? '',
    periodType: budget.periodType,
    amount: amountBoxText(budget.amount),
    currency: budget.currency,
  };
}

/** POST /budgets: an empty description and end date as null. */
export function toCreateRequest(values: BudgetFormOutput): CreateBudgetRequest {
  return {
    name: values.name,
    description: values.description,
    groupId: values.groupId,
    amount: values.amount,
    periodType: values.periodType,
    startDate: values.startDate,
    endDate: values.endDate,
    categoryIds: values.categoryIds,
    currency: values.currency,
  };
}

/** PUT /budgets: the same fields without the group (a budget stays in its group). */
export function toUpdateRequest(budget: Budget, values: BudgetFormOutput): UpdateBudgetRequest {
  return {
    budgetId: budget.id,
    name: values.name,
    description: values.description,
    amount: values.amount,
    periodType: values.periodType,
    startDate: values.startDate,
    endDate: values.endDate,
    categoryIds: values.categoryIds,
    currency: values.currency,
  };
}
