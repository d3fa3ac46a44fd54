import { z } from 'zod';
import { currencySumSchema } from './money.ts';
import { convertedTotalSchema, transactionSchema } from './transactions.ts';

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
