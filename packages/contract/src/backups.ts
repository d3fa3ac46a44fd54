import { z } from 'zod';
import { createBudgetRequestSchema } from './budgets.ts';
import { createCategoryRequestSchema } from './categories.ts';
import { createGroupRequestSchema, timeZoneField } from './groups.ts';
import { createTransactionRequestSchema } from './transactions.ts';

/**
 * A whole group as one JSON document (GET /groups/:groupId/backup), which POST /groups/restore
 * turns into a new group of the caller's (docs/decisions.md, 'Export and backup'). Amounts are
 * written as entered (positive; the type gives an expense its sign), ids only tie categories to
 * what uses them.
 */
export const BACKUP_FORMAT = 'budget-app/group-backup';
export const BACKUP_VERSION = 1;
/** The largest backup POST /groups/restore takes, in bytes. */
export const MAX_BACKUP_BYTES = 50 * 1024 * 1024;

const NOT_A_BACKUP = 'This file is not a Budget App group backup';
const reference = z.string().trim().min(1).max(64);
const references = z
  .array(reference)
  .max(50, 'At most 50 categories')
  .transform((ids) => [...new Set(ids)]);

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
    transactionType: transaction.transactionType,
    name: transaction.name,
    description: transaction.description,
    date: transaction.date,
    amount: transaction.amount,
    currency: transaction.currency,
    categoryIds: references,
    recurring: transaction.recurring,
    recurringPeriod: transaction.recurringPeriod,
    endDate: transaction.endDate,
  })
  .refine((value) => !value.recurring || value.recurringPeriod !== null, {
    message: 'Choose how often a recurring transaction repeats',
    path: ['recurringPeriod'],
  })
  .refine((value) => value.endDate === null || value.endDate >= value.date, {
    message: 'End date cannot be before the date',
    path: ['endDate'],
  });
export type BackupTransaction = z.output<typeof backupTransactionSchema>;

export const groupBackupSchema = z
  .object({
    format: z.literal(BACKUP_FORMAT, { error: NOT_A_BACKUP }),
    version: z.literal(BACKUP_VERSION, {
      error: `Only backups of version ${BACKUP_VERSION} can be restored`,
    }),
    exportedAt: z.string().max(40),
    group: z.object({
      name: createGroupRequestSchema.shape.name,
      description: createGroupRequestSchema.shape.description,
      timeZone: timeZoneField.nullable(),
    }),
    categories: z.array(backupCategorySchema).max(10_000, 'At most 10,000 categories'),
    budgets: z.array(backupBudgetSchema).max(10_000, 'At most 10,000 budgets'),
    transactions: z.array(backupTransactionSchema).max(500_000, 'At most 500,000 transactions'),
  })
  .superRefine((backup, ctx) => {
    const known = new Set(backup.categories.map((c) => c.id));
    if (known.size < backup.categories.length) {
      ctx.addIssue({ code: 'custom', path: ['categories'], message: 'Category ids repeat' });
    }
    const lists = [
      ['budgets', backup.budgets],
      ['transactions', backup.transactions],
    ] as const;
    for (const [field, items] of lists) {
      const index = items.findIndex((item) => item.categoryIds.some((id) => !known.has(id)));
      if (index >= 0) {
        ctx.addIssue({
          code: 'custom',
          path: [field, index, 'categoryIds'],
          message: 'Names a category the backup does not hold',
        });
      }
    }
  });
export type GroupBackup = z.input<typeof groupBackupSchema>;
