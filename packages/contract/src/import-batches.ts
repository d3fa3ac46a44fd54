import { z } from 'zod';
import { confirmReconciledParam } from './fields.ts';
import { groupIdField } from './groups.ts';
import { sharingFields, splitInputSchema } from './sharing.ts';
import { SplitMethod } from './split-arithmetic.ts';

// An import once written: its batch in the history, its progress, its undo and its sharing
// (docs/decisions.md, 'Import').

export const importBatchSchema = z.object({
  id: z.string(),
  groupId: z.string(),
  fileName: z.string(),
  format: z.string(),
  importedCount: z.number().int(),
  duplicateCount: z.number().int(),
  errorCount: z.number().int(),
  /**
   * Transactions typed by hand that rows of the file stood for, marked cleared by the import
   * (no longer counted once it is undone).
   */
  clearedCount: z.number().int(),
  /** Who imported it, named as members are; null once that account is gone. */
  importedBy: z.string().nullable(),
  /** Their user id; null once that account is gone. */
  importedByUserId: z.string().nullable(),
  createdAt: z.string(),
  undoneAt: z.string().nullable(),
});
export type ImportBatch = z.infer<typeof importBatchSchema>;

/**
 * A closing balance of the file recorded as a checkpoint (docs/decisions.md, 'Money accounts'):
 * the bank's `balance` and the app's `accountBalance` at the end of `date`, both in the
 * account's currency, `difference` = accountBalance - balance (0: they match).
 */
export const importCheckpointSchema = z.object({
  moneyAccountId: z.string(),
  date: z.string(),
  currency: z.number().int(),
  balance: z.number(),
  accountBalance: z.number(),
  difference: z.number(),
});
export type ImportCheckpoint = z.infer<typeof importCheckpointSchema>;

/** POST /imports: the batch written and the closing balances it recorded, compared. */
export const importCommitResultSchema = importBatchSchema.extend({
  checkpoints: z.array(importCheckpointSchema),
});
export type ImportCommitResult = z.infer<typeof importCommitResultSchema>;

export const listImportsQuerySchema = z.object({ groupId: groupIdField });
export const importIdParamsSchema = z.object({
  importId: z.string().trim().min(1, 'Import ID is required').max(64),
});
/** DELETE /imports/:importId?confirmReconciled=true: needed when some of its rows are reconciled. */
export const undoImportQuerySchema = z.object({ confirmReconciled: confirmReconciledParam });

/** How far an import has come, for the browser's progress bar. */
export const importProgressSchema = z.object({
  /** 'waiting': nothing known of the id here yet (the import has not reached this point, or runs in another process). */
  phase: z.enum(['waiting', 'reading', 'writing', 'done', 'failed']),
  /** Transactions written so far, of `total` (both 0 while the file is read). */
  done: z.number().int(),
  total: z.number().int(),
});
export type ImportProgress = z.infer<typeof importProgressSchema>;
export const importProgressParamsSchema = z.object({
  progressId: z.uuid('progressId must be a UUID'),
});

export const EXACT_SPLIT_OF_IMPORT =
  'Exact amounts cannot split transactions of different amounts: choose equally, by shares or by percentages';

/**
 * PUT /imports/{importId}/sharing: one payer and one split for every transaction still in the
 * import, each transaction's parts computed for its own amount (docs/decisions.md, 'Splits').
 */
export const importSharingRequestSchema = z.object({
  paidBy: z.string({ error: 'Choose who paid' }).pipe(sharingFields.paidBy.unwrap().unwrap()),
  split: splitInputSchema.refine((split) => split.method !== SplitMethod.Exact, {
    message: EXACT_SPLIT_OF_IMPORT,
    path: ['method'],
  }),
});
export type ImportSharingRequest = z.input<typeof importSharingRequestSchema>;

export const importSharingResultSchema = z.object({
  batch: importBatchSchema,
  /** The transactions of the import that now carry the payer and split. */
  changedCount: z.number().int(),
});
export type ImportSharingResult = z.infer<typeof importSharingResultSchema>;
