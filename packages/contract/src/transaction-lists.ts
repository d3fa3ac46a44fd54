import { z } from 'zod';
import { categoryIdField } from './categories.ts';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, TransactionType } from './enums.ts';
import { groupIdField } from './groups.ts';
import { moneyAccountIdField } from './money-accounts.ts';
import { tagIdField } from './tags.ts';
import { currencyParam, currencySumSchema, dateField, MAX_AMOUNT, repeatedParam } from './money.ts';
import { transactionSchema } from './transactions.ts';

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
    /** Transactions with any of these tags. */
    tagIds: repeatedParam(tagIdField).pipe(z.array(z.string()).max(50, 'At most 50 tags')),
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

/**
 * GET /transactions/page: one page of a list without its figures, so a free-text search of a
 * common word answers at once while its figures, which read every match, come on their own
 * (GET /transactions/totals; docs/decisions.md, 'Finding transactions').
 */
export const transactionRowsSchema = z.object({
  transactions: z.array(transactionSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Whether a later page holds more. */
  hasMore: z.boolean(),
});
export type TransactionRows = z.infer<typeof transactionRowsSchema>;

/** GET /transactions/totals: the figures of the whole list, exact, as GET /transactions has them. */
export const transactionTotalsSchema = z.object({
  /** How many transactions match the filter, over all pages. */
  totalCount: z.number().int(),
  /** Per-currency sums of every matching transaction (signed). */
  sums: z.array(currencySumSchema),
  /** Only when the query names a `currency`. */
  converted: convertedTotalSchema.optional(),
});
export type TransactionTotals = z.infer<typeof transactionTotalsSchema>;
