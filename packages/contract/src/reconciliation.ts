import { z } from 'zod';
import { signedAmountField } from './money-accounts.ts';
import { dateField } from './money.ts';

/** Where a checkpoint's balance came from (docs/decisions.md, 'Money accounts'). */
export const CHECKPOINT_SOURCES = ['manual', 'import'] as const;

const reference = z.string().trim().min(1).max(64);

/**
 * A checkpoint of a money account in a backup: the balance (signed, in the account's currency)
 * at the end of `date`, from an import (`importId`, one of the backup's) or entered by a person.
 */
export const backupCheckpointSchema = z.object({
  moneyAccountId: reference,
  date: dateField(),
  balance: signedAmountField,
  source: z.enum(CHECKPOINT_SOURCES),
  importId: reference.nullish().transform((value) => value ?? null),
  reconciledAt: z.iso
    .datetime({ offset: true })
    .nullish()
    .transform((value) => value ?? null),
  createdAt: z.iso.datetime({ offset: true }),
});
export type BackupCheckpoint = z.output<typeof backupCheckpointSchema>;

/**
 * The English messages of reconciliation's errors (docs/decisions.md, 'Money accounts'); the
 * server translates them (messages-pl-accounts.ts).
 */
export const ReconciliationMessage = {
  /** 400 Validation, details.transactionIds: a row is not in the account (or is gone). */
  NotInAccount: 'Every transaction must be in this account',
  /**
   * 409 Conflict, details.confirmReconciled: an edit, delete or unclearing of a reconciled
   * transaction that the request did not confirm.
   */
  ReconciledChange: 'This transaction is reconciled: confirm to change it',
  /** 400 Validation, details.date: a statement dated after the group's today. */
  FutureStatement: 'A statement cannot be dated after today',
} as const;

/** 409 Conflict, details.balance: the cleared balance at the date is not the statement's. */
export const reconcileDifferenceMessage = (difference: string) =>
  `The cleared balance differs from the statement balance by ${difference}: clear the missing transactions first`;

/** Most rows one request marks cleared or uncleared. */
export const MAX_CLEARED_IDS = 500;
/** Most uncleared rows a reconciliation view lists (it counts them all). */
export const MAX_UNCLEARED_ROWS = 200;
/** Most uncleared rows in other currencies a reconciliation view names. */
export const MAX_OTHER_CURRENCY_ROWS = 20;

/** PUT /groups/{groupId}/money-accounts/{moneyAccountId}/cleared: each row's side in the account. */
export const markClearedRequestSchema = z.object({
  transactionIds: z
    .array(reference)
    .min(1, 'Choose at least one transaction')
    .max(MAX_CLEARED_IDS, `At most ${MAX_CLEARED_IDS} transactions`)
    .transform((ids) => [...new Set(ids)]),
  cleared: z.boolean({ error: 'cleared must be true or false' }),
  /** Needed to unclear a reconciled row (409 otherwise). */
  confirmReconciled: z.boolean().optional(),
});
export type MarkClearedRequest = z.input<typeof markClearedRequestSchema>;
export const markClearedResponseSchema = z.object({ changed: z.number().int() });
export type MarkClearedResponse = z.infer<typeof markClearedResponseSchema>;

const PLAIN_AMOUNT = /^-?(\d+(\.\d*)?|\.\d+)$/;

/** GET .../reconciliation?date=&balance=: `balance` the statement's, optional. */
export const reconciliationQuerySchema = z.object({
  date: dateField(),
  balance: z
    .string()
    .optional()
    .transform((value) => {
      if (value === undefined || value.trim() === '') return undefined;
      // An amount as written ('-1234.56', '.5'), not all Number() reads ('0x10', '1e2', '+5').
      return PLAIN_AMOUNT.test(value.trim()) ? Number(value) : Number.NaN;
    })
    .pipe(signedAmountField.optional()),
});

export const unclearedRowSchema = z.object({
  id: z.string(),
  date: z.string(),
  name: z.string(),
  /** What the row moves in the account (signed, in its currency; a transfer arriving positive). */
  amount: z.number(),
});

/**
 * An account's figures at the end of `date`, in its currency: `balance` all its rows, the
 * `clearedBalance` the opening balance and its cleared rows; with a `statementBalance`,
 * `difference` = clearedBalance - statementBalance (0: it can be reconciled).
 */
export const reconciliationSchema = z.object({
  moneyAccountId: z.string(),
  date: z.string(),
  currency: z.number().int(),
  balance: z.number(),
  clearedBalance: z.number(),
  statementBalance: z.number().nullable(),
  difference: z.number().nullable(),
  /** Its uncleared rows on or before `date` in its currency, latest first, at most MAX_UNCLEARED_ROWS. */
  uncleared: z.array(unclearedRowSchema),
  unclearedCount: z.number().int(),
  /**
   * Its uncleared rows on or before `date` in other currencies (a purchase abroad on a card),
   * latest first, at most MAX_OTHER_CURRENCY_ROWS: not in the figures, which are in its currency.
   */
  otherCurrencies: z.array(unclearedRowSchema.extend({ currency: z.number().int() })),
  lastReconciledDate: z.string().nullable(),
  /** The latest checkpoint (an import's closing balance or a reconciliation), to prefill a form. */
  latestCheckpoint: z
    .object({ date: z.string(), balance: z.number(), source: z.enum(CHECKPOINT_SOURCES) })
    .nullable(),
});
export type Reconciliation = z.infer<typeof reconciliationSchema>;

/** POST .../reconcile: the bank's balance at the end of `date`. */
export const reconcileRequestSchema = z.object({
  date: dateField(),
  balance: signedAmountField,
});
export type ReconcileRequest = z.input<typeof reconcileRequestSchema>;
export const reconcileResponseSchema = z.object({
  /** Rows (sides) locked by this reconciliation. */
  reconciled: z.number().int(),
  date: z.string(),
});
export type ReconcileResponse = z.infer<typeof reconcileResponseSchema>;
