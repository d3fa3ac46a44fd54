import { z } from 'zod';
import { TransactionType } from './enums.ts';
import { groupIdField } from './groups.ts';

/** Bank files the app reads, told by their content (docs/decisions.md, 'Import'). */
export const IMPORT_FORMATS = ['ofx', 'camt053'] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];
/** The largest file an import takes, in characters. */
export const MAX_IMPORT_CHARS = 50 * 1024 * 1024;
/** The preview lists at most this many rows (its counts cover all of them). */
export const IMPORT_PREVIEW_ROWS = 1000;

/** POST /imports/preview: a bank file's text, read and checked, nothing written. */
export const importFileRequestSchema = z.object({
  groupId: groupIdField,
  fileName: z
    .string({ error: 'File name is required' })
    .trim()
    .min(1, 'File name is required')
    .max(255, 'File name must be 255 characters or less'),
  content: z
    .string({ error: 'The file is empty' })
    .min(1, 'The file is empty')
    .max(MAX_IMPORT_CHARS, 'The file is larger than 50 MB'),
});
export type ImportFileRequest = z.input<typeof importFileRequestSchema>;

/** POST /imports: the same file, with the rows marked as duplicates the user wants anyway. */
export const commitImportRequestSchema = importFileRequestSchema.extend({
  includeLines: z
    .array(z.number().int().positive())
    .max(100_000)
    .nullish()
    .transform((lines) => lines ?? []),
});
export type CommitImportRequest = z.input<typeof commitImportRequestSchema>;

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
  /** Why the row cannot be imported; null when it can. */
  error: z.string().nullable(),
  /** Looks already present (same bank id, or same date, amount, currency and name). */
  duplicate: z.boolean(),
});
export type ImportPreviewRow = z.infer<typeof importPreviewRowSchema>;

export const importPreviewSchema = z.object({
  format: z.enum(IMPORT_FORMATS),
  rows: z.array(importPreviewRowSchema),
  counts: z.object({
    rows: z.number().int(),
    importable: z.number().int(),
    duplicates: z.number().int(),
    errors: z.number().int(),
  }),
});
export type ImportPreview = z.infer<typeof importPreviewSchema>;

export const importBatchSchema = z.object({
  id: z.string(),
  groupId: z.string(),
  fileName: z.string(),
  format: z.string(),
  importedCount: z.number().int(),
  duplicateCount: z.number().int(),
  errorCount: z.number().int(),
  /** Who imported it (their e-mail); null once that account is gone. */
  importedBy: z.string().nullable(),
  createdAt: z.string(),
  undoneAt: z.string().nullable(),
});
export type ImportBatch = z.infer<typeof importBatchSchema>;

export const listImportsQuerySchema = z.object({ groupId: groupIdField });
export const importIdParamsSchema = z.object({
  importId: z.string().trim().min(1, 'Import ID is required').max(64),
});
