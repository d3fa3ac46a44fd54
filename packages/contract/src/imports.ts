import { z } from 'zod';
import { CATEGORY_NAME_MAX, categoryIdField } from './categories.ts';
import { TransactionType } from './enums.ts';
import { groupIdField } from './groups.ts';
import { csvLayoutSchema, csvMappingSchema } from './import-csv.ts';
import { importWarningSchema } from './import-warnings.ts';
import { importPeopleAnswersSchema, importPersonSchema } from './import-people.ts';
import { rulePreviewSchema, suggestedCategorySchema } from './rule-preview.ts';
import {
  BANK_IDENTIFIER_MAX,
  moneyAccountIdField,
  normalizeBankIdentifier,
} from './money-accounts.ts';
import { currencyField } from './money.ts';

/**
 * Bank files the app reads, told by their content (docs/decisions.md, 'Import'), and other
 * apps' exports (docs/decisions.md, 'Moving in from other apps').
 */
export const IMPORT_FORMATS = [
  'csv',
  'ofx',
  'camt053',
  'qif',
  'mt940',
  // Other apps' exports.
  'ynab',
  'actual',
  'firefly',
  'splitwise',
  'spliit',
] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];
/** Other apps' exports: read with no mapping, their categories created as needed. */
export const APP_EXPORT_FORMATS = ['ynab', 'actual', 'firefly'] as const;
export type AppExportFormat = (typeof APP_EXPORT_FORMATS)[number];
export const isAppExportFormat = (format: ImportFormat) =>
  (APP_EXPORT_FORMATS as readonly ImportFormat[]).includes(format);
const MAPPED_TWICE = 'An account identifier may go to one account only';

/** The most account identifiers a commit maps to money accounts. */
export const IMPORT_STATEMENTS_MAX = 100;
/** The largest file an import takes, in characters. */
export const MAX_IMPORT_CHARS = 50 * 1024 * 1024;
/** The preview lists at most this many rows (its counts cover all of them). */
export const IMPORT_PREVIEW_ROWS = 1000;
/** Distinct categories (or payees) of a file the import maps to the group's categories. */
export const IMPORT_CATEGORY_KEYS = 200;

const fileNameField = z
  .string({ error: 'File name is required' })
  .trim()
  .min(1, 'File name is required')
  .max(255, 'File name must be 255 characters or less');

/** A row's category from the file (or its payee) and what it becomes in the group. */
export const importCategoryChoiceSchema = z
  .object({
    key: z.string().max(200),
    /** An existing category of the group. */
    categoryId: z.string().max(64).nullish(),
    /** A category to create with the import, by this name. */
    newCategoryName: z
      .string()
      .trim()
      .min(1, 'Category name is required')
      .max(CATEGORY_NAME_MAX, `Category name must be ${CATEGORY_NAME_MAX} characters or less`)
      .nullish(),
  })
  .refine((choice) => !(choice.categoryId && choice.newCategoryName), {
    message: 'Choose an existing category or a new one, not both',
  });
export type ImportCategoryChoice = z.input<typeof importCategoryChoiceSchema>;

const importFileFields = {
  groupId: groupIdField,
  fileName: fileNameField,
  /** The file as text, for callers that decoded it themselves. */
  content: z
    .string()
    .min(1, 'The file is empty')
    .max(MAX_IMPORT_CHARS, 'The file is larger than 50 MB')
    .optional(),
  /** The file's bytes in base64: the server finds the encoding (UTF-8, UTF-16, Windows-125x). */
  contentBase64: z
    .string()
    .min(1, 'The file is empty')
    .max(Math.ceil(MAX_IMPORT_CHARS / 3) * 4, 'The file is larger than 50 MB')
    .regex(/^[A-Za-z0-9+/]*={0,2}$/, 'contentBase64 is not base64')
    .optional(),
  /** For files that name no currency (QIF, a CSV without a currency column). */
  currency: currencyField.nullish(),
  /** How a CSV file's columns are read; without it the group's remembered mapping or a guess. */
  csv: csvMappingSchema.nullish(),
};
const oneContent = {
  check: (input: { content?: string; contentBase64?: string }) =>
    (input.content === undefined) !== (input.contentBase64 === undefined),
  params: { path: ['content'], message: 'Send the file as content or as contentBase64' },
};

/** POST /imports/preview: a bank file, read and checked, nothing written. */
export const importFileRequestSchema = z
  .object(importFileFields)
  .refine(oneContent.check, oneContent.params);
export type ImportFileRequest = z.input<typeof importFileRequestSchema>;

/** POST /imports: the same file, with the duplicates the user wants anyway and categories. */
export const commitImportRequestSchema = z
  .object({
    ...importFileFields,
    includeLines: z
      .array(z.number().int().positive())
      .max(100_000)
      .nullish()
      .transform((lines) => lines ?? []),
    /** A key the browser makes up to follow the import with GET /imports/progress/{progressId}. */
    progressId: z.uuid('progressId must be a UUID').nullish(),
    /**
     * Lines the group's rules leave as the file has them (the preview shows what rules set on
     * each row; docs/decisions.md, 'Rules').
     */
    withoutRulesLines: z
      .array(z.number().int().positive())
      .max(100_000)
      .nullish()
      .transform((lines) => lines ?? []),
    /**
     * A category for rows the file and the rules give none (the preview's suggestion the user
     * kept): a category of the group (400 otherwise), one line once.
     */
    lineCategories: z
      .array(
        z.object({
          line: z.number().int().positive(),
          categoryId: categoryIdField,
        }),
      )
      .max(100_000)
      .nullish()
      .transform((lines) => lines ?? []),
    categories: z
      .array(importCategoryChoiceSchema)
      .max(IMPORT_CATEGORY_KEYS)
      .nullish()
      .transform((choices) => choices ?? []),
    /**
     * The open money account the rows go into when their statement's account is not in
     * `accounts` and no account of the group has its identifier; left out: the group's first
     * open account.
     */
    moneyAccountId: moneyAccountIdField.nullish().transform((value) => value ?? null),
    /** The account each of the file's account identifiers (the preview's `statements`) goes to. */
    accounts: z
      .array(
        z.object({
          identifier: z
            .string()
            .max(BANK_IDENTIFIER_MAX, 'The account identifier is too long')
            .transform(normalizeBankIdentifier),
          moneyAccountId: moneyAccountIdField,
        }),
      )
      .max(IMPORT_STATEMENTS_MAX, `At most ${IMPORT_STATEMENTS_MAX} accounts`)
      .nullish()
      .transform((accounts) => accounts ?? [])
      // Two answers for one identifier would leave one statement's rows where the other said.
      .superRefine((accounts, ctx) => {
        const seen = new Set<string>();
        accounts.forEach(({ identifier }, index) => {
          if (seen.has(identifier))
            ctx.addIssue({ code: 'custom', path: [index, 'identifier'], message: MAPPED_TWICE });
          seen.add(identifier);
        });
      }),
    /** Splitwise and Spliit: the member each of the file's people is (import-people.ts). */
    people: importPeopleAnswersSchema,
  })
  .refine(oneContent.check, oneContent.params);
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
