import {
  DEFAULT_CURRENCY,
  PeriodType,
  SplitMethod,
  TransactionType,
  amountField,
  createTransactionRequestSchema,
  type CategoryPart,
  type CreateTransactionRequest,
  type SplitInput,
  type Transaction,
  type TransactionScope,
  type UpdateTransactionRequest,
} from '@budget/contract';
import { format } from 'date-fns';
import { z } from 'zod';
import { dayField } from '@/lib/day-field.ts';
import { i18next } from '@/lib/i18n/i18n.ts';
import type { SplitRows } from '@/lib/split-rows.ts';
import { storedPartTexts, type PartTexts } from './category-parts.ts';
import { storedRows } from './sharing.ts';
import { amountText } from '@/lib/amount-schema.ts';
import { amountBoxText } from '@/lib/amount-text.ts';

const fields = createTransactionRequestSchema.shape;

/**
 * The value box holds text, read with a point or a comma (lib/amount-text.ts); it becomes a
 * positive number with at most two decimals. An empty box reads as 0, so it gets 'Value must be greater than 0'.
 */
const valueText = amountText(0).pipe(amountField({ positive: true }));

/**
 * The contract's rules and messages ('Select transaction type', 'name is required', 'name is too
 * long', 'Select a group', 'Value must be greater than 0', 'Select currency'), so the browser
 * checks what the server checks.
 */
export const transactionFormSchema = z
  .object({
    transactionType: fields.transactionType,
    name: fields.name,
    description: fields.description,
    groupId: fields.groupId,
    categoryIds: z.array(z.string()),
    /** The group's tags chosen; sent whole (docs/decisions.md, 'Tags'). */
    tagIds: z.array(z.string()),
    date: dayField(),
    amount: valueText,
    currency: fields.currency,
    /** The money account; '' until the group's accounts are known (the server's default). */
    moneyAccountId: z.string(),
    /** 'Repeats': null for Never. */
    recurringPeriod: z.enum(PeriodType).nullable(),
    /** 'Ends' (optional): '' for never. */
    endDate: z
      .string()
      .trim()
      .transform((text) => text || null)
      .pipe(dayField().nullable()),
    /** 'Paid by': a member's id; '' for an unshared transaction being edited. */
    paidBy: z.string(),
    /** 'Split': null for the group's default (or, on edit, the stored split kept). */
    splitMethod: z.enum(SplitMethod).nullable(),
    /**
     * Each member's row of the split by user id, written whole by the split editor; checked by
     * sharingToSend, which says why a split cannot be sent (a check here would have no field
     * to show its message on).
     */
    splitValues: z.custom<SplitRows>(),
    /** On edit, 'Group default': shared by the group's default again, in place of the stored split. */
    splitDefault: z.boolean(),
    /** 'Split across categories' (two or more chosen), and each one's part as typed. */
    divided: z.boolean(),
    partTexts: z.custom<PartTexts>(),
  })
  .refine(
    (values) =>
      values.recurringPeriod === null || values.endDate === null || values.endDate >= values.date,
    {
      // Written when the check fails, in the language shown then.
      error: () => i18next.t('form.endBeforeDate', { ns: 'transactions' }),
      path: ['endDate'],
    },
  );
export type TransactionFormInput = z.input<typeof transactionFormSchema>;
export type TransactionFormOutput = z.output<typeof transactionFormSchema>;

/** The types the forms offer, in the select's order ('transactions' keys, translated where drawn). */
export const FORM_TRANSACTION_TYPES = [
  { value: TransactionType.Income, label: 'form.income' },
  { value: TransactionType.Expense, label: 'form.expense' },
] as const;

/** yyyy-MM-dd of the browser's today. */
export function todayText(now = new Date()): string {
  return format(now, 'yyyy-MM-dd');
}

/**
 * The defaults (docs/product.md, 'Forms and validation'): an Expense in PLN, dated today (it is
 * what most entries are), and the group is the one the screen was opened for, if any.
 */
export function addFormDefaults(groupId = '', now = new Date(), userId = ''): TransactionFormInput {
  return {
    transactionType: TransactionType.Expense,
    name: '',
    description: '',
    groupId,
    categoryIds: [],
    tagIds: [],
    date: todayText(now),
    amount: '',
    currency: DEFAULT_CURRENCY,
    moneyAccountId: '',
    recurringPeriod: null,
    endDate: '',
    // Paid by whoever enters it, split by the group's default (docs/decisions.md, 'Splits').
    paidBy: userId,
    splitMethod: null,
    splitValues: {},
    splitDefault: false,
    divided: false,
    partTexts: {},
  };
}

/**
 * The edit form starts from the stored transaction. Expenses are stored negative; the form
 * shows what was entered, a positive value, and the server applies the sign.
 */
export function editFormDefaults(transaction: Transaction): TransactionFormInput {
  const type = transaction.transactionType;
  return {
    // Correction and Transfer are not offered by the form: the user picks Income or Expense.
    transactionType:
      type === TransactionType.Income || type === TransactionType.Expense
        ? type
        : (undefined as unknown as TransactionFormInput['transactionType']),
    name: transaction.name,
    description: transaction.description ?? '',
    groupId: transaction.groupId,
    categoryIds: transaction.categories.map((category) => category.id),
    tagIds: transaction.tags.map((tag) => tag.id),
    date: transaction.date,
    amount: amountBoxText(Math.abs(transaction.amount)),
    currency: transaction.currency,
    moneyAccountId: transaction.moneyAccountId,
    recurringPeriod: transaction.recurring ? transaction.recurringPeriod : null,
    endDate: (transaction.recurring && transaction.endDate) || '',
    paidBy: transaction.paidBy ?? '',
    splitMethod: transaction.split?.method ?? null,
    splitValues: storedRows(transaction.split),
    splitDefault: false,
    divided: Boolean(transaction.categoryParts),
    partTexts: storedPartTexts(transaction.categoryParts),
  };
}

/**
 * paidBy and split, present only when the user chose them (sharing.ts), and the amount's parts
 * per category (category-parts.ts; null: not divided).
 */
export interface SharingRequest {
  paidBy?: string;
  split?: SplitInput;
  /** An edit back to the group's default split. */
  splitDefault?: boolean;
  categoryParts?: CategoryPart[] | null;
  /** false: saved as entered, without what the group's rules would set (rules-outcome.tsx). */
  applyRules?: boolean;
}

/** POST /transactions: categoryIds null when none are chosen. */
export function toCreateRequest(
  values: TransactionFormOutput,
  sharing: SharingRequest = {},
): CreateTransactionRequest {
  return {
    transactionType: values.transactionType,
    name: values.name,
    description: values.description,
    groupId: values.groupId,
    categoryIds: values.categoryIds.length > 0 ? values.categoryIds : null,
    ...(values.tagIds.length > 0 ? { tagIds: values.tagIds } : {}),
    date: values.date,
    amount: values.amount,
    currency: values.currency,
    recurring: values.recurringPeriod !== null,
    recurringPeriod: values.recurringPeriod,
    endDate: values.recurringPeriod === null ? null : values.endDate,
    moneyAccountId: values.moneyAccountId || null,
    ...sharing,
  };
}

/**
 * PUT /transactions. For an occurrence of a recurring transaction, `scope` says whether the
 * change is this occurrence's alone or also the following ones' (docs/decisions.md).
 */
export function toUpdateRequest(
  transaction: Transaction,
  values: TransactionFormOutput,
  scope: TransactionScope = 'this',
  sharing: SharingRequest = {},
): UpdateTransactionRequest {
  return {
    transactionId: transaction.id,
    ...toCreateRequest(values, sharing),
    categoryIds: values.categoryIds,
    // The whole list: an empty one removes the tags the transaction had.
    tagIds: values.tagIds,
    // Left out, it stays in its account (a closed one too, which could not be chosen again).
    moneyAccountId:
      values.moneyAccountId === transaction.moneyAccountId ? null : values.moneyAccountId || null,
    ...(transaction.seriesId === null ? {} : { scope }),
  };
}
