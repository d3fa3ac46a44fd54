import { z } from 'zod';
import { confirmReconciledParam, NOT_BLANK, typedText } from './fields.ts';
import { categoryIdField } from './categories.ts';
import { categoryPartsField, categoryPartsIssues, categoryPartsSchema } from './category-parts.ts';
import { TransactionType, UPCOMING_DAYS } from './enums.ts';
import { groupIdField } from './groups.ts';
import { moneyAccountIdField } from './money-accounts.ts';
import { amountField, currencyField, dateField, repeatedParam } from './money.ts';
import { periodTypeSchema } from './periods.ts';
import { sharingFields, splitSchema } from './sharing.ts';
import { tagIdField, tagRefSchema } from './tags.ts';

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
  /** By name (docs/decisions.md, 'Tags'). */
  tags: z.array(tagRefSchema),
  /** The amount divided among the categories (positive parts); null: each counts it whole. */
  categoryParts: categoryPartsSchema.optional(),
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
  /** Its receipts and other files (GET /transactions/:transactionId/attachments lists them). */
  attachmentCount: z.number().int(),
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
  /**
   * Tags of the group. Left out: none on create, the ones it has on update (a client that knows
   * no tags keeps them); an empty list removes them (docs/decisions.md, 'Tags').
   */
  tagIds: z
    .array(tagIdField)
    .max(50, 'At most 50 tags')
    .transform((ids) => [...new Set(ids)])
    .optional(),
  /**
   * Divides the amount among categories (docs/decisions.md, 'Category parts'). Null: none. Left
   * out of an update: kept while the categories and amount stay as they were, else dropped.
   */
  categoryParts: categoryPartsField.nullish(),
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
  .object({
    ...transactionFields,
    /**
     * Whether the group's rules fill in what the request leaves out (default true); a form that
     * showed the rules' outcome and sends what the user kept says false (docs/decisions.md,
     * 'Rules').
     */
    applyRules: z.boolean().optional(),
  })
  .refine(endNotBeforeDate, endDateIssue)
  .refine(periodWhenRecurring, periodIssue)
  .superRefine(categoryPartsIssues);
export type CreateTransactionRequest = z.input<typeof createTransactionRequestSchema>;

export const updateTransactionRequestSchema = z
  .object({
    transactionId: z.string().trim().regex(NOT_BLANK, 'Transaction ID is required').max(64),
    ...transactionFields,
    scope: scopeField,
    /** Needed to change a reconciled transaction (409 otherwise). */
    confirmReconciled: z.boolean().optional(),
    /**
     * Shares it by the group's default again, as a new transaction would be, in place of the
     * stored split (docs/decisions.md, 'Splits'); not sent with a split.
     */
    splitDefault: z.boolean({ error: 'splitDefault must be true or false' }).optional(),
  })
  .refine((value) => !(value.splitDefault === true && value.split), {
    message: 'Send a split or the group default, not both',
    path: ['split'],
  })
  .refine(endNotBeforeDate, endDateIssue)
  .refine(periodWhenRecurring, periodIssue)
  .superRefine(categoryPartsIssues);
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
