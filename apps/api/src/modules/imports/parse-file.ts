import type { CsvMapping, ImportFormat } from '@budget/contract';
import { badRequest } from '../../lib/app-error.ts';
import { camt053Statements, isCamt053, parseCamt053 } from './camt053.ts';
import { appFormatOf, isAppFormat, parseAppExport } from './app-exports/registry.ts';
import { parseCsv } from './csv.ts';
import { detectMapping, isCsv } from './csv-detect.ts';
import { DECLARATIONS_REFUSED, hasDeclarations, missingEnds } from './file-checks.ts';
import { fittedBankId, type ParsedRow, type ParsedStatement } from './file-text.ts';
import { isMt940, parseMt940 } from './mt940.ts';
import { mt940Statements } from './mt940-statements.ts';
import { isOfx, ofxStatements, parseOfx } from './ofx.ts';
import { isQif, parseQif } from './qif.ts';
import { isSpliit, parseSpliit, spliitPeople } from './app-exports/spliit.ts';
import {
  isSplitwise,
  parseSplitwise,
  splitwiseGaps,
  splitwisePeople,
  type SplitwiseGap,
} from './app-exports/splitwise.ts';

function refuse(message: string): never {
  throw badRequest(message, { content: [message] });
}

/**
 * A bank file's format, told by its content (not its name): the structured formats by their
 * marks, CSV last as anything a delimiter splits into columns.
 */
export function formatOf(text: string): ImportFormat {
  if (hasDeclarations(text)) refuse(DECLARATIONS_REFUSED);
  // Shared-expenses apps' exports (app-exports/), before a bank's CSV would take them.
  if (isSpliit(text)) return 'spliit';
  if (isSplitwise(text)) return 'splitwise';
  if (isCamt053(text)) return 'camt053';
  if (isOfx(text)) return 'ofx';
  if (isMt940(text)) return 'mt940';
  if (isQif(text)) return 'qif';
  // Other apps' exports are CSV files told by their header (app-exports/registry.ts).
  const app = appFormatOf(text);
  if (app) return app;
  if (isCsv(text)) return 'csv';
  return refuse(
    'The file is not one of the formats the app reads (CSV, OFX, QFX, QIF, CAMT.053, MT940)',
  );
}

export interface ParseOptions {
  /** For files that name no currency (QIF, CSV without a currency column). */
  currency: number | null;
  /** How a CSV file's columns are read (required for CSV). */
  csv: CsvMapping | null;
}

/**
 * The file's transactions; rows that cannot be read come back with the reason. A file that holds
 * no transaction is refused.
 */
export function parseRows(text: string, format: ImportFormat, options: ParseOptions): ParsedRow[] {
  let rows: ParsedRow[];
  if (format === 'camt053') rows = parseCamt053(text);
  else if (format === 'ofx') rows = parseOfx(text);
  else if (format === 'mt940') rows = parseMt940(text);
  else if (format === 'qif') rows = parseQif(text, options.currency);
  else if (isAppFormat(format)) rows = parseAppExport(text, format, options.currency);
  else if (format === 'splitwise') rows = parseSplitwise(text);
  else if (format === 'spliit') rows = parseSpliit(text, options.currency);
  else if (options.csv) rows = parseCsv(text, options.csv, options.currency);
  else return refuse('A CSV file needs a mapping of its columns');
  if (rows.length === 0) refuse('The file holds no transactions');
  // Every format's ids within what the database's index takes (file-text.ts, BANK_ID_MAX).
  return rows.map((row) => {
    const bankId = fittedBankId(row.bankId);
    return bankId === row.bankId ? row : { ...row, bankId };
  });
}

/**
 * The file's statements: the account each is for and the bank's closing balance. CSV and QIF
 * files name neither.
 */
export function statementsOf(text: string, format: ImportFormat): ParsedStatement[] {
  if (format === 'camt053') return camt053Statements(text);
  if (format === 'ofx') return ofxStatements(text);
  if (format === 'mt940') return mt940Statements(text);
  return [];
}

/** The people a Splitwise or Spliit file names, in its order; none for a bank's file. */
export function peopleOf(text: string, format: ImportFormat): string[] {
  if (format === 'splitwise') return splitwisePeople(text);
  if (format === 'spliit') return spliitPeople(text);
  return [];
}

/** Where a Splitwise file's readable rows leave balances other than it states; none otherwise. */
export function balanceGapsOf(text: string, format: ImportFormat): SplitwiseGap[] {
  return format === 'splitwise' ? splitwiseGaps(text) : [];
}

/** Shorthand of formatOf and parseRows for tests and the benchmark, CSV mapped by detection. */
export function parseFile(text: string, options: Partial<ParseOptions> = {}) {
  const content = text.replace(/^\uFEFF/, '');
  const format = formatOf(content);
  const csv = options.csv ?? (format === 'csv' ? detectMapping(content) : null);
  return {
    format,
    rows: parseRows(content, format, { currency: null, ...options, csv }),
    statements: statementsOf(content, format),
    missing: missingEnds(content, format),
  };
}
