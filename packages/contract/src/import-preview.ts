import { z } from 'zod';
import { TransactionType } from './enums.ts';
import { csvLayoutSchema } from './import-csv.ts';
import { importWarningSchema } from './import-warnings.ts';
import { importPersonSchema } from './import-people.ts';
import { IMPORT_FORMATS } from './imports.ts';
import { rulePreviewSchema, suggestedCategorySchema } from './rule-preview.ts';

// What a bank file's preview answers: its rows, the accounts it names, its counts
// (docs/decisions.md, 'Import').

export const importPreviewRowSchema = z.object({
  /** Where the row starts in the file (1-based). */
  line: z.number().int(),
  date: z.string().nullable(),
  name: z.string(),
  description: z.string().nullable(),
  /** Signed: money leaving the account is negative. */
  amount: z.number().nullable(),
  currency: z.number().int().nullable(),
  transactionType: z.enum(TransactionType).nullable(),
  bankId: z.string().nullable(),
  /** The file's category for the row (or its payee), the key of the category mapping. */
  categoryKey: z.string().nullable(),
  /** Why the row cannot be imported; null when it can. */
  error: z.string().nullable(),
  /**
   * Looks already present: the same bank id; or the same date, amount, currency and name; or a
   * transaction typed by hand (`enteredAs`) of the same amount and currency a few days apart.
   */
  duplicate: z.boolean(),
  /** The transaction typed by hand the row looks like, when that is why it is a duplicate. */
  enteredAs: z.object({ name: z.string(), date: z.string() }).nullable(),
  /** What the group's rules set on the row, each value with its rule; null: no rule matches. */
  rules: rulePreviewSchema.nullable(),
  /**
   * For a row with no category (none from the file, none from the rules): the category the
   * group's transactions of the same name have most.
   */
  suggestedCategory: suggestedCategorySchema,
});
export type ImportPreviewRow = z.infer<typeof importPreviewRowSchema>;

/**
 * An account the file names (several statements of one account, as an MT940 file's daily ones,
 * are one), with the bank's latest closing balance for it.
 */
export const importStatementSchema = z.object({
  /** Normalised like a money account's bank identifier; null: the file names no account. */
  identifier: z.string().nullable(),
  currency: z.number().int().nullable(),
  /** Signed, in `currency`; null when the file gives none. */
  closingBalance: z.number().nullable(),
  closingDate: z.string().nullable(),
  /** The file's rows in this account's statements. */
  rows: z.number().int(),
  /** The group's open account with this bank identifier (where its rows go), else null. */
  moneyAccountId: z.string().nullable(),
});
export type ImportStatement = z.infer<typeof importStatementSchema>;

export const importPreviewSchema = z.object({
  format: z.enum(IMPORT_FORMATS),
  /** How the bytes were read (utf-8 when the file came as text). */
  encoding: z.string(),
  /** Columns, sample and mapping of a CSV file; null for the other formats. */
  csv: csvLayoutSchema.nullable(),
  /**
   * The file's distinct categories, or its payees when it names none, most rows first, each with
   * the group's category of the same name (any case) when there is one.
   */
  categories: z.array(
    z.object({
      key: z.string(),
      rows: z.number().int(),
      categoryId: z.string().nullable(),
    }),
  ),
  /** Whether the keys are the file's categories or its payees. */
  categoriesFrom: z.enum(['file', 'payee']),
  rows: z.array(importPreviewRowSchema),
  /** The accounts the file names (OFX, CAMT.053, MT940); empty for CSV and QIF. */
  statements: z.array(importStatementSchema),
  counts: z.object({
    rows: z.number().int(),
    importable: z.number().int(),
    duplicates: z.number().int(),
    errors: z.number().int(),
    /** Rows the bank has not booked yet (a pending CAMT.053 entry): left out, not unreadable. */
    pending: z.number().int(),
    /**
     * Duplicates standing for transactions typed by hand and not cleared yet: unless ticked, the
     * import marks those cleared instead (so a file of such rows alone still has work to do).
     */
    confirming: z.number().int(),
  }),
  /** What the user should know of the file as a whole (one that ends early). */
  warnings: z.array(importWarningSchema),
  /** Splitwise and Spliit: the file's people, each with the member they match (import-people.ts). */
  people: z.array(importPersonSchema).optional(),
});
export type ImportPreview = z.infer<typeof importPreviewSchema>;
