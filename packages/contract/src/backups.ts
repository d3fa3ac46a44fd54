import { z } from 'zod';
import { backupAttachmentSchema, MAX_BACKUP_ATTACHMENT_BYTES } from './attachments.ts';
import { createBudgetRequestSchema } from './budgets.ts';
import { createCategoryRequestSchema } from './categories.ts';
import { categoryPartsIssues } from './category-parts.ts';
import { createGroupRequestSchema, timeZoneField } from './groups.ts';
import { IMPORT_FORMATS } from './imports.ts';
import { backupMoneyAccountSchema, backupTransferSchema } from './money-transfers.ts';
import { backupCheckpointSchema } from './reconciliation.ts';
import { dateField } from './money.ts';
import { periodTypeSchema } from './periods.ts';
import { checkBackupReferences } from './backup-references.ts';
import { backupRulesSchema } from './rule-backups.ts';
import { groupSharingRequestSchema } from './sharing.ts';
import { backupTagsSchema } from './tags.ts';
import { createTransactionRequestSchema } from './transactions.ts';

/**
 * A whole group as one JSON document (GET /groups/:groupId/backup), which POST /groups/restore
 * turns into a new group of the caller's (docs/decisions.md, 'Export and backup'). Amounts are
 * written as entered (positive; the type gives an expense its sign), ids only tie categories,
 * recurring series and imports to what uses them. Series and imports came later: optional, so
 * files written before them (the same version 1) still restore.
 */
export const BACKUP_FORMAT = 'budget-app/group-backup';
export const BACKUP_VERSION = 1;
/** The largest backup POST /groups/restore takes, in bytes. */
export const MAX_BACKUP_BYTES = 50 * 1024 * 1024;
/** What POST /groups/restore reads at most: the backup and its attachments in base64. */
export const MAX_RESTORE_BYTES =
  MAX_BACKUP_BYTES + Math.ceil((MAX_BACKUP_ATTACHMENT_BYTES * 4) / 3);

const NOT_A_BACKUP = 'This file is not a Budget App group backup';
const reference = z.string().trim().min(1).max(64);
const references = z
  .array(reference)
  .max(50, 'At most 50 categories')
  .transform((ids) => [...new Set(ids)]);
const tagReferences = z
  .array(reference)
  .max(50, 'At most 50 tags')
  .transform((ids) => [...new Set(ids)])
  .optional();

const category = createCategoryRequestSchema.shape;
const budget = createBudgetRequestSchema.shape;
const transaction = createTransactionRequestSchema.shape;

export const backupCategorySchema = z.object({
  id: reference,
  name: category.name,
  description: category.description,
});

export const backupBudgetSchema = z
  .object({
    name: budget.name,
    description: budget.description,
    amount: budget.amount,
    currency: budget.currency,
    periodType: budget.periodType,
    startDate: budget.startDate,
    endDate: budget.endDate,
    categoryIds: references,
  })
  .refine((value) => value.endDate === null || value.endDate >= value.startDate, {
    message: 'End date cannot be before the start date',
    path: ['endDate'],
  });

export const backupTransactionSchema = z
  .object({
    /** Only on a transaction with attachments, which name it by this id. */
    id: reference.optional(),
    transactionType: transaction.transactionType,
    name: transaction.name,
    description: transaction.description,
    date: transaction.date,
    amount: transaction.amount,
    currency: transaction.currency,
    categoryIds: references,
    /** Tags of the backup's `tags` (older backups: none). */
    tagIds: tagReferences,
    /** The amount divided among its categories (docs/decisions.md, 'Category parts'). */
    categoryParts: transaction.categoryParts,
    recurring: transaction.recurring,
    recurringPeriod: transaction.recurringPeriod,
    endDate: transaction.endDate,
    /** The series it is an occurrence of, and the date that occurrence was due on. */
    seriesId: reference.nullish(),
    occurrenceDate: dateField().nullish(),
    /** The import that brought it in, and the bank's id of it (which finds it in a file again). */
    importId: reference.nullish(),
    bankId: z.string().max(1000).nullish(),
    /** Its money account (left out: the group's first open one). */
    moneyAccountId: reference.nullish(),
    /** Written when true: the bank has it; reconciled, locked (older backups: neither). */
    cleared: z.boolean().optional(),
    reconciled: z.boolean().optional(),
  })
  .refine((value) => !value.recurring || value.recurringPeriod !== null, {
    message: 'Choose how often a recurring transaction repeats',
    path: ['recurringPeriod'],
  })
  .refine((value) => value.endDate === null || value.endDate >= value.date, {
    message: 'End date cannot be before the date',
    path: ['endDate'],
  })
  .refine((value) => !value.seriesId === !value.occurrenceDate, {
    message: 'An occurrence of a series names both its series and its due date',
    path: ['occurrenceDate'],
  })
  .superRefine(categoryPartsIssues);
export type BackupTransaction = z.output<typeof backupTransactionSchema>;

/**
 * A recurring series as stored: what each occurrence is, its rule (the start date is the anchor
 * whose day monthly and yearly series keep) and its cursor, the index (0: the start) and date
 * of the next occurrence to create, null once it has ended. Its end may precede its start: a
 * series cut short before the start of a rule it was given later.
 */
export const backupSeriesSchema = z
  .object({
    id: reference,
    transactionType: transaction.transactionType,
    name: transaction.name,
    description: transaction.description,
    amount: transaction.amount,
    currency: transaction.currency,
    categoryIds: references,
    categoryParts: transaction.categoryParts,
    tagIds: tagReferences,
    periodType: periodTypeSchema,
    startDate: dateField(),
    endDate: dateField().nullable(),
    nextIndex: z.number().int().nonnegative().max(10_000_000),
    nextDate: dateField().nullable(),
    moneyAccountId: reference.nullish(),
  })
  .superRefine(categoryPartsIssues);
export type BackupSeries = z.output<typeof backupSeriesSchema>;

/** A bank-file import as its history lists it; who imported it is not carried (users are not). */
export const backupImportSchema = z.object({
  id: reference,
  fileName: z.string().trim().min(1).max(255),
  format: z.enum(IMPORT_FORMATS),
  importedCount: z.number().int().nonnegative(),
  duplicateCount: z.number().int().nonnegative(),
  errorCount: z.number().int().nonnegative(),
  createdAt: z.iso.datetime({ offset: true }),
  undoneAt: z.iso.datetime({ offset: true }).nullable(),
});
export type BackupImport = z.output<typeof backupImportSchema>;

/** A backup's fields; groupBackupSchema checks what they name besides. */
export const groupBackupFields = z.object({
  format: z.literal(BACKUP_FORMAT, { error: NOT_A_BACKUP }),
  version: z.literal(BACKUP_VERSION, {
    error: `Only backups of version ${BACKUP_VERSION} can be restored`,
  }),
  exportedAt: z.string().max(40),
  group: z.object({
    name: createGroupRequestSchema.shape.name,
    description: createGroupRequestSchema.shape.description,
    timeZone: timeZoneField.nullable(),
    /** How the group shares costs; left out (older backups): what a new group starts with. */
    equalAmong: createGroupRequestSchema.shape.equalAmong.optional(),
    splitIncomes: createGroupRequestSchema.shape.splitIncomes.optional(),
    /** The currency balances are shown in; left out: PLN. */
    settlementCurrency: groupSharingRequestSchema.shape.settlementCurrency.optional(),
  }),
  categories: z.array(backupCategorySchema).max(10_000, 'At most 10,000 categories'),
  budgets: z.array(backupBudgetSchema).max(10_000, 'At most 10,000 budgets'),
  transactions: z.array(backupTransactionSchema).max(500_000, 'At most 500,000 transactions'),
  series: z.array(backupSeriesSchema).max(100_000, 'At most 100,000 series').optional(),
  imports: z.array(backupImportSchema).max(100_000, 'At most 100,000 imports').optional(),
  /** Left out (backups written before accounts): one 'Main account' holds everything. */
  moneyAccounts: z.array(backupMoneyAccountSchema).max(1_000, 'At most 1,000 accounts').optional(),
  transfers: z.array(backupTransferSchema).max(500_000, 'At most 500,000 transfers').optional(),
  /** Left out (backups written before checkpoints): none. */
  checkpoints: z
    .array(backupCheckpointSchema)
    .max(100_000, 'At most 100,000 checkpoints')
    .optional(),
  tags: backupTagsSchema.optional(),
  rules: backupRulesSchema.optional(),
  /** Left out (backups written before attachments): none. */
  attachments: z
    .array(backupAttachmentSchema)
    .max(100_000, 'At most 100,000 attachments')
    .optional(),
  /** Attachments past MAX_BACKUP_ATTACHMENT_BYTES, not in the file. */
  attachmentsLeftOut: z.number().int().nonnegative().optional(),
});
export const groupBackupSchema = groupBackupFields.superRefine(checkBackupReferences);
export type GroupBackup = z.input<typeof groupBackupSchema>;
