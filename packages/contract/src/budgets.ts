import { z } from 'zod';
import { NOT_BLANK, typedText } from './fields.ts';
import { categoryIdField } from './categories.ts';
import { groupIdField } from './groups.ts';
import { DATE_POINT } from './calendar-dates.ts';
import { amountField, currencyField, currencyParam, dateField, repeatedParam } from './money.ts';
import { periodTypeSchema } from './periods.ts';

export const BUDGET_NAME_MAX = 100;
export const BUDGET_DESCRIPTION_MAX = 500;

/** Usage of one period: amounts in the budget's currency. */
export const budgetUsageSchema = z.object({
  spent: z.number(),
  budgeted: z.number(),
  remaining: z.number(),
  /** spent / budgeted x 100 (0 when budgeted is 0), not rounded. */
  percentUsed: z.number(),
  periodStart: z.string(),
  periodEnd: z.string(),
  /** Currencies of expenses that could not be converted (no rate) and are left out of spent. */
  unconvertedCurrencies: z.array(z.number().int()),
});
export type BudgetUsage = z.infer<typeof budgetUsageSchema>;

export const budgetSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  groupId: z.string(),
  amount: z.number(),
  currency: z.number().int(),
  periodType: periodTypeSchema,
  startDate: z.string(),
  endDate: z.string().nullable(),
  categories: z.array(z.object({ id: z.string(), name: z.string() })),
  /** The period asked about first (see GET /budgets). */
  budgetUsages: z.array(budgetUsageSchema),
});
export type Budget = z.infer<typeof budgetSchema>;

const budgetFields = {
  name: typedText({ error: 'Name is required' })
    .regex(NOT_BLANK, 'Name is required')
    .max(BUDGET_NAME_MAX, `Name must be ${BUDGET_NAME_MAX} characters or less`),
  description: typedText()
    .max(BUDGET_DESCRIPTION_MAX, `Description must be ${BUDGET_DESCRIPTION_MAX} characters or less`)
    .nullish()
    .transform((value) => value || null),
  amount: amountField({ positive: false }),
  currency: currencyField,
  periodType: periodTypeSchema,
  startDate: dateField('Date is required'),
  endDate: dateField()
    .nullish()
    .transform((value) => value ?? null),
  categoryIds: z
    .array(categoryIdField)
    .max(50, 'At most 50 categories')
    .nullish()
    .transform((ids) => [...new Set(ids ?? [])]),
};

const endAfterStart = (value: { startDate: string; endDate: string | null }) =>
  value.endDate === null || value.endDate >= value.startDate;
const endIssue = { message: 'End date cannot be before the start date', path: ['endDate'] };

export const createBudgetRequestSchema = z
  .object({
    ...budgetFields,
    groupId: z
      .string({ error: 'Group ID is required' })
      .trim()
      .regex(NOT_BLANK, 'Group ID is required')
      .max(64),
  })
  .refine(endAfterStart, endIssue);
export type CreateBudgetRequest = z.input<typeof createBudgetRequestSchema>;

export const updateBudgetRequestSchema = z
  .object({
    budgetId: z.string().trim().regex(NOT_BLANK, 'Budget ID is required').max(64),
    ...budgetFields,
  })
  .refine(endAfterStart, endIssue);
export type UpdateBudgetRequest = z.input<typeof updateBudgetRequestSchema>;

export const deleteBudgetQuerySchema = z.object({
  budgetId: z.string().trim().regex(NOT_BLANK, 'Budget ID is required').max(64),
});

const booleanParam = z
  .enum(['true', 'false'], { error: 'must be true or false' })
  .optional()
  .transform((value) => value === 'true');

export const listBudgetsQuerySchema = z.object({
  /** true: the budgets active today, with today's period. */
  onlyActualPeriod: booleanParam,
  /** The budgets active at this date (of a timestamp, its date), with the period holding it. */
  datePoint: z
    .string()
    .regex(DATE_POINT, 'Date must be a valid date (yyyy-MM-dd)')
    .optional()
    .transform((value) => (value ? value.slice(0, 10) : undefined)),
  groupIds: repeatedParam(groupIdField),
});
export type ListBudgetsQuery = z.input<typeof listBudgetsQuerySchema>;

/** GET /budgets/summary: the total in the user's display currency (PLN when not given). */
export const budgetSummaryQuerySchema = z.object({ currency: currencyParam });

/** GET /budgets/summary: the dashboard's 'Total Budgets'. */
export const budgetSummarySchema = z.object({
  /** Sum of the amounts of the budgets active today, converted into `currency`. */
  total: z.number(),
  currency: z.number().int(),
  activeBudgets: z.number().int(),
  /** Currencies of active budgets that could not be converted, left out of the total. */
  unconvertedCurrencies: z.array(z.number().int()),
});
export type BudgetSummary = z.infer<typeof budgetSummarySchema>;
