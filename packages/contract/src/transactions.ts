import { z } from 'zod';
import { NOT_BLANK } from './fields.ts';
import { categoryIdField } from './categories.ts';
import { TransactionType } from './enums.ts';
import { groupIdField } from './groups.ts';
import {
  amountField,
  currencyField,
  currencySumSchema,
  dateField,
  repeatedParam,
} from './money.ts';
import { periodTypeSchema } from './periods.ts';

export const TRANSACTION_NAME_MAX = 100;
export const TRANSACTION_DESCRIPTION_MAX = 500;
export const DEFAULT_PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 500;

const anyTransactionType = z.enum(TransactionType, { error: 'Select transaction type' });

/** The forms, and so the API, create only incomes and expenses. */
const writableTransactionType = z.enum(
  { Expense: TransactionType.Expense, Income: TransactionType.Income },
  { error: 'Select transaction type' },
);

export const transactionSchema = z.object({
  id: z.string(),
  transactionType: anyTransactionType,
  name: z.string(),
  description: z.string().nullable(),
  groupId: z.string(),
  /** The group the transaction belongs to, shown as its account. */
  account: z.object({ name: z.string() }),
  categories: z.array(z.object({ id: z.string(), name: z.string() })),
  date: z.string(),
  /** Signed: expenses are negative. */
  amount: z.number(),
  currency: z.number().int(),
  recurring: z.boolean(),
  recurringPeriod: periodTypeSchema.nullable(),
  endDate: z.string().nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type Transaction = z.infer<typeof transactionSchema>;

const transactionFields = {
  transactionType: writableTransactionType,
  name: z
    .string({ error: 'name is required' })
    .trim()
    .regex(NOT_BLANK, 'name is required')
    .max(TRANSACTION_NAME_MAX, 'name is too long'),
  description: z
    .string()
    .trim()
    .max(
      TRANSACTION_DESCRIPTION_MAX,
      `Description must be ${TRANSACTION_DESCRIPTION_MAX} characters or less`,
    )
    .nullish()
    .transform((value) => value || null),
  groupId: z
    .string({ error: 'Select a group' })
    .trim()
    .regex(NOT_BLANK, 'Select a group')
    .max(64, 'Select a group'),
  categoryIds: z
    .array(categoryIdField)
    .max(50, 'At most 50 categories')
    .nullish()
    .transform((ids) => [...new Set(ids ?? [])]),
  date: dateField(),
  /** Always positive; the server applies the sign of the transaction type. */
  amount: amountField({ positive: true }),
  currency: currencyField,
  recurring: z
    .boolean()
    .nullish()
    .transform((value) => value ?? false),
  recurringPeriod: periodTypeSchema.nullish().transform((value) => value ?? null),
  endDate: dateField()
    .nullish()
    .transform((value) => value ?? null),
};

type Recurrence = {
  date: string;
  endDate: string | null;
  recurring: boolean;
  recurringPeriod: number | null;
};
const endNotBeforeDate = (value: Recurrence) =>
  value.endDate === null || value.endDate >= value.date;
const endDateIssue = { message: 'End date cannot be before the date', path: ['endDate'] };
const periodWhenRecurring = (value: Recurrence) =>
  !value.recurring || value.recurringPeriod !== null;
const periodIssue = {
  message: 'Choose how often a recurring transaction repeats',
  path: ['recurringPeriod'],
};

export const createTransactionRequestSchema = z
  .object(transactionFields)
  .refine(endNotBeforeDate, endDateIssue)
  .refine(periodWhenRecurring, periodIssue);
export type CreateTransactionRequest = z.input<typeof createTransactionRequestSchema>;

export const updateTransactionRequestSchema = z
  .object({
    transactionId: z.string().trim().regex(NOT_BLANK, 'Transaction ID is required').max(64),
    ...transactionFields,
  })
  .refine(endNotBeforeDate, endDateIssue)
  .refine(periodWhenRecurring, periodIssue);
export type UpdateTransactionRequest = z.input<typeof updateTransactionRequestSchema>;

export const transactionIdParamsSchema = z.object({
  transactionId: z.string().trim().regex(NOT_BLANK, 'Transaction ID is required').max(64),
});

export const listTransactionsQuerySchema = z.object({
  // A number in a query string arrives as text; read as a number first, so the OpenAPI document
  // shows the enumeration rather than a bare number.
  transactionType: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value),
    z.enum(TransactionType, { error: 'transactionType must be 0, 1, 2 or 3' }).optional(),
  ),
  groupIds: repeatedParam(groupIdField),
  filter: z.string().trim().max(200, 'filter must be 200 characters or less').optional(),
  page: z.coerce
    .number({ error: 'page must be a whole number' })
    .int('page must be a whole number')
    .min(1, 'page must be at least 1')
    .max(1_000_000, 'page must be at most 1000000')
    .default(1),
  pageSize: z.coerce
    .number({ error: 'pageSize must be a whole number' })
    .int('pageSize must be a whole number')
    .min(1, 'pageSize must be at least 1')
    .max(MAX_PAGE_SIZE, `pageSize must be at most ${MAX_PAGE_SIZE}`)
    .default(DEFAULT_PAGE_SIZE),
});
export type ListTransactionsQuery = z.input<typeof listTransactionsQuerySchema>;

export const transactionPageSchema = z.object({
  transactions: z.array(transactionSchema),
  /** How many transactions match the filter, over all pages. */
  totalCount: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Per-currency sums of every matching transaction (signed), not just this page. */
  sums: z.array(currencySumSchema),
});
export type TransactionPage = z.infer<typeof transactionPageSchema>;
