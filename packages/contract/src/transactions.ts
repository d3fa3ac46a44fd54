import { z } from 'zod';
import { confirmReconciledParam, NOT_BLANK, typedText } from './fields.ts';
import { categoryIdField } from './categories.ts';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, TransactionType, UPCOMING_DAYS } from './enums.ts';
import { groupIdField } from './groups.ts';
import { moneyAccountIdField } from './money-accounts.ts';
import {
  amountField,
  currencyField,
  currencyParam,
  currencySumSchema,
  dateField,
  MAX_AMOUNT,
  repeatedParam,
} from './money.ts';
import { periodTypeSchema } from './periods.ts';
import { sharingFields, splitSchema } from './sharing.ts';

export const TRANSACTION_NAME_MAX = 100;
export const TRANSACTION_DESCRIPTION_MAX = 500;

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
  /** The recurring series this is an occurrence of; null for a one-off. */
  seriesId: z.string().nullable(),
  /** The money account it is in (a transfer's source). */
  moneyAccountId: z.string(),
  /**
   * A transfer between accounts: the destination account, and the amount it receives (positive)
   * in `toCurrency`, its currency; all three null for anything else (a settlement between
   * members too).
   */
  toMoneyAccountId: z.string().nullable(),
  toAmount: z.number().nullable(),
  toCurrency: z.number().int().nullable(),
  /**
   * Whether the bank has it in its account (`cleared`) and it is locked by a reconciliation
   * (`reconciled`); `toCleared`/`toReconciled` the same for where a transfer arrives (false for
   * anything else). docs/decisions.md, 'Money accounts'.
   */
  cleared: z.boolean(),
  reconciled: z.boolean(),
  toCleared: z.boolean(),
  toReconciled: z.boolean(),
  /**
   * Only when the list is filtered to exactly one money account: what the row moves in that
   * account (signed; a transfer's destination side positive), in the row's currency there, and
   * with date sort the account's balance in its currency after the row (rows in another
   * currency leave it as it is).
   */
  accountAmount: z.number().optional(),
  runningBalance: z.number().optional(),
  /** Who paid; with `split` null the transaction is not shared (docs/decisions.md, 'Splits'). */
  paidBy: z.string().nullable(),
  split: splitSchema.nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type Transaction = z.infer<typeof transactionSchema>;

/**
 * What an edit or delete of an occurrence of a recurring transaction applies to: this one
 * alone, or this one and the following ones (docs/decisions.md, 'Recurring transactions').
 */
export const TRANSACTION_SCOPES = ['this', 'following'] as const;
export type TransactionScope = (typeof TRANSACTION_SCOPES)[number];
const scopeField = z
  .enum(TRANSACTION_SCOPES, { error: "Scope must be 'this' or 'following'" })
  .optional()
  .transform((value) => value ?? 'this');

const transactionFields = {
  transactionType: writableTransactionType,
  name: typedText({ error: 'name is required' })
    .regex(NOT_BLANK, 'name is required')
    .max(TRANSACTION_NAME_MAX, 'name is too long'),
  description: typedText()
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
  /**
   * An open money account of the group. Left out: on create the group's first open account
   * (oldest first); on update the account it is in (moved to another group: that group's first).
   */
  moneyAccountId: moneyAccountIdField.nullish().transform((value) => value ?? null),
  ...sharingFields,
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
    scope: scopeField,
    /** Needed to change a reconciled transaction (409 otherwise). */
    confirmReconciled: z.boolean().optional(),
  })
  .refine(endNotBeforeDate, endDateIssue)
  .refine(periodWhenRecurring, periodIssue);
export type UpdateTransactionRequest = z.input<typeof updateTransactionRequestSchema>;

export const transactionIdParamsSchema = z.object({
  transactionId: z.string().trim().regex(NOT_BLANK, 'Transaction ID is required').max(64),
});

/** DELETE /transactions/:transactionId?scope=following&confirmReconciled=true */
export const deleteTransactionQuerySchema = z.object({
  scope: scopeField,
  /** Needed to delete a reconciled transaction (409 otherwise). */
  confirmReconciled: confirmReconciledParam,
});

/** GET /transactions/upcoming: the occurrences of recurring transactions due soon. */
export const upcomingTransactionsQuerySchema = z.object({
  groupIds: repeatedParam(groupIdField).optional(),
  /** How many days ahead, today included in the count's start (the dashboard asks 7). */
  days: z.coerce
    .number({ error: 'days must be a whole number' })
    .int('days must be a whole number')
    .min(1, 'days must be at least 1')
    .max(UPCOMING_DAYS, `days must be at most ${UPCOMING_DAYS}`)
    .optional(),
});

export const upcomingTransactionSchema = z.object({
  seriesId: z.string(),
  groupId: z.string(),
  transactionType: anyTransactionType,
  name: z.string(),
  /** Signed: expenses are negative. */
  amount: z.number(),
  currency: z.number().int(),
  date: z.string(),
  recurringPeriod: periodTypeSchema,
  moneyAccountId: z.string(),
});
export type UpcomingTransaction = z.infer<typeof upcomingTransactionSchema>;
export const upcomingTransactionsSchema = z.array(upcomingTransactionSchema);

/** What GET /transactions may sort by; amounts sort signed, as stored (expenses negative). */
export const TRANSACTION_SORTS = ['date', 'amount', 'name'] as const;
export type TransactionSort = (typeof TRANSACTION_SORTS)[number];
export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/** A magnitude in a query string (decimal text), compared with amounts regardless of sign. */
const amountParam = (name: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value),
    z
      .number({ error: `${name} must be a number` })
      .min(0, `${name} must not be negative`)
      .max(MAX_AMOUNT, `${name} must be at most ${MAX_AMOUNT}`)
      .multipleOf(0.01, `${name} can have at most 2 decimal places`)
      .optional(),
  );

export const listTransactionsQuerySchema = z
  .object({
    // A number in a query string arrives as text; read as a number first, so the OpenAPI document
    // shows the enumeration rather than a bare number.
    transactionType: z.preprocess(
      (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value),
      z.enum(TransactionType, { error: 'transactionType must be 0, 1, 2 or 3' }).optional(),
    ),
    groupIds: repeatedParam(groupIdField),
    filter: z.string().trim().max(200, 'filter must be 200 characters or less').optional(),
    /** First and last day, both included. */
    from: dateField('from must be a date').optional(),
    to: dateField('to must be a date').optional(),
    /** Transactions linked to any of these categories. */
    categoryIds: repeatedParam(categoryIdField).pipe(
      z.array(z.string()).max(50, 'At most 50 categories'),
    ),
    /**
     * Transactions in any of these money accounts, transfers into them included. Exactly one,
     * with sort=date: each row carries `accountAmount` and `runningBalance`.
     */
    moneyAccountIds: repeatedParam(moneyAccountIdField).pipe(
      z.array(z.string()).max(50, 'At most 50 accounts'),
    ),
    /**
     * Also convert the total of everything that matches into this currency; `minAmount` and
     * `maxAmount` are in it too (PLN without it).
     */
    currency: currencyParam,
    /**
     * Bounds of the size of an amount, whatever its sign, in `currency`: each transaction's
     * amount is compared converted at the latest rates, and one in a currency without a rate
     * matches no bound (docs/decisions.md, 'Finding transactions').
     */
    minAmount: amountParam('minAmount'),
    maxAmount: amountParam('maxAmount'),
    sort: z
      .enum(TRANSACTION_SORTS, { error: `sort must be one of ${TRANSACTION_SORTS.join(', ')}` })
      .default('date'),
    /** Newest, largest and Z first by default for date and amount, A first for name. */
    order: z.enum(SORT_ORDERS, { error: 'order must be asc or desc' }).optional(),
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
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: 'from cannot be after to',
    path: ['to'],
  })
  .refine(
    (query) =>
      query.minAmount === undefined ||
      query.maxAmount === undefined ||
      query.minAmount <= query.maxAmount,
    { message: 'minAmount cannot be above maxAmount', path: ['maxAmount'] },
  );
export type ListTransactionsQuery = z.input<typeof listTransactionsQuerySchema>;

export const convertedTotalSchema = z.object({
  currency: z.number().int(),
  /** Signed, like the sums; converted at each transaction's date and rounded once. */
  amount: z.number(),
  /** Currencies without a rate, left out of the amount. */
  unconvertedCurrencies: z.array(z.number().int()),
});
export type ConvertedTotal = z.infer<typeof convertedTotalSchema>;

export const transactionPageSchema = z.object({
  transactions: z.array(transactionSchema),
  /** How many transactions match the filter, over all pages. */
  totalCount: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Per-currency sums of every matching transaction (signed), not just this page. */
  sums: z.array(currencySumSchema),
  /** Only when the query names a `currency`. */
  converted: convertedTotalSchema.optional(),
});
export type TransactionPage = z.infer<typeof transactionPageSchema>;
