import { z } from 'zod';
import { CATEGORY_NAME_MAX, categoryIdField } from './categories.ts';
import { groupIdField } from './groups.ts';
import { csvMappingSchema } from './import-csv.ts';
import { importPeopleAnswersSchema } from './import-people.ts';
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
