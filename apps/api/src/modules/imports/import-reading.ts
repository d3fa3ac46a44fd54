import {
  MAX_IMPORT_CHARS,
  csvMappingSchema,
  type CsvLayout,
  type CsvMapping,
  type ImportFormat,
  type importFileRequestSchema,
} from '@budget/contract';
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/schema.ts';
import { badRequest, validationFailed } from '../../lib/app-error.ts';
import { placeAppRows } from './app-exports/app-import.ts';
import { readRecords } from './csv-records.ts';
import { csvLayout, detectLayout, type Detection } from './csv-detect.ts';
import type { ParsedRow, ParsedStatement } from './file-text.ts';
import { missingEnds } from './file-checks.ts';
import { categoriesFrom, categoryKeys } from './import-categories.ts';
import { withDuplicates, type RowAccount } from './import-checks.ts';
import { fileStatements } from './import-statements.ts';
import * as repository from './imports.repository.ts';
import type { SplitwiseGap } from './app-exports/splitwise.ts';
import { balanceGapsOf, formatOf, parseRows, peopleOf, statementsOf } from './parse-file.ts';
import { decodeBytes } from './text-encoding.ts';

type FileInput = z.output<typeof importFileRequestSchema>;

export interface ReadFile {
  format: ImportFormat;
  encoding: string;
  rows: ParsedRow[];
  /** The statements' accounts and closing balances (none for CSV and QIF). */
  statements: ParsedStatement[];
  csv: CsvLayout | null;
  /** What the file lacks at its end when it ends early (docs/decisions.md, 'Import'). */
  missing: string[];
  /** The CSV file's header signature, under which its mapping is remembered (null: none). */
  signature: string | null;
  /** The people of a Splitwise or Spliit file, in its order (none for a bank's file). */
  people: string[];
  /** Balances a Splitwise file's readable rows leave other than it states (none otherwise). */
  gaps: SplitwiseGap[];
}

/**
 * A signature longer than this is stored as its hash: the signature is part of the primary key
 * of import_mappings, and PostgreSQL's index takes at most about 2,700 bytes a row.
 */
const SIGNATURE_MAX = 500;

/**
 * The file's text: as sent, or its bytes decoded in the encoding found for them. A NUL character
 * is refused, naming its line: no bank writes one in a text file (it is a binary file, or UTF-16
 * read wrongly), and PostgreSQL cannot store one.
 */
function decode(input: FileInput): { text: string; encoding: string } {
  const field = input.content !== undefined ? 'content' : 'contentBase64';
  let decoded: { text: string; encoding: string };
  if (input.content !== undefined) {
    decoded = { text: input.content.replace(/^\uFEFF/, ''), encoding: 'utf-8' };
  } else {
    const bytes = Buffer.from(input.contentBase64 ?? '', 'base64');
    if (bytes.length > MAX_IMPORT_CHARS) {
      throw badRequest('The file is larger than 50 MB', {
        contentBase64: ['The file is larger than 50 MB'],
      });
    }
    decoded = decodeBytes(bytes);
  }
  const nul = decoded.text.indexOf('\0');
  if (nul !== -1) {
    const line = decoded.text.slice(0, nul).split('\n').length;
    const message = `Line ${line}: the file holds a NUL character, which no bank's text export has; choose the statement file itself`;
    throw badRequest(message, { [field]: [message] });
  }
  return decoded;
}

/**
 * A CSV file's header and delimiter: files of one bank's export share it, so its mapping is
 * found again for the next file. A file without a header has none: its width alone would match
 * any other bank's headerless export of as many columns.
 */
export function signatureOf(text: string, detection: Detection): string | null {
  const { header, mapping } = detection;
  if (header === null) return null;
  const head = readRecords(text, mapping.delimiter, header + 1)[header]?.cells ?? [];
  const signature = `${mapping.delimiter}${head.map((cell) => cell.trim().toLowerCase()).join('|')}`;
  if (signature.length <= SIGNATURE_MAX) return signature;
  return `sha256:${createHash('sha256').update(signature).digest('hex')}`;
}

/** The mapping's columns that the file does not have. */
function missingColumns(mapping: CsvMapping, width: number) {
  return Object.entries(mapping).filter(
    ([key, value]) => key.endsWith('Column') && typeof value === 'number' && value >= width,
  );
}

/** A mapping the user sent naming a column the file does not have is refused before any row is read. */
function checkColumns(mapping: CsvMapping, width: number) {
  const fields = missingColumns(mapping, width);
  if (fields.length === 0) return;
  const message = `The file has ${width} column(s); the mapping names a column it does not have`;
  throw validationFailed(
    message,
    Object.fromEntries(fields.map(([key]) => [`csv.${key}`, [message]])),
  );
}

async function remembered(db: Kysely<Database>, groupId: string, signature: string) {
  const json = await repository.rememberedMapping(db, groupId, signature);
  if (json === null) return null;
  const parsed = csvMappingSchema.safeParse(JSON.parse(json));
  return parsed.success ? parsed.data : null;
}

/**
 * A CSV file's mapping and layout: the request's; else the group's remembered one for this
 * header, with the rows before the header as detected in this file (a bank's next statement may
 * have a longer preamble), when its columns fit the file; else the detected one.
 */
async function csvMapping(db: Kysely<Database>, input: FileInput, text: string) {
  const detection = detectLayout(text);
  const signature = signatureOf(text, detection);
  const widthFor = (mapping: CsvMapping) =>
    mapping.delimiter === detection.mapping.delimiter ? detection.width : 0;
  if (input.csv) {
    const layout = csvLayout(text, input.csv, widthFor(input.csv));
    checkColumns(input.csv, layout.columns.length);
    return { mapping: input.csv, source: 'request' as const, layout, signature };
  }
  const stored = signature === null ? null : await remembered(db, input.groupId, signature);
  if (stored) {
    const { skipLines, hasHeader } = detection.mapping;
    const mapping = { ...stored, skipLines, hasHeader };
    const layout = csvLayout(text, mapping, widthFor(mapping));
    if (missingColumns(mapping, layout.columns.length).length === 0) {
      return { mapping, source: 'remembered' as const, layout, signature };
    }
  }
  const layout = csvLayout(text, detection.mapping, detection.width);
  return { mapping: detection.mapping, source: 'detected' as const, layout, signature };
}

/**
 * A bank file read for preview or import: decoded, its format told by its content, a CSV file's
 * mapping taken from the request, the group's memory or detection (in that order), its rows.
 */
export async function readImportFile(db: Kysely<Database>, input: FileInput): Promise<ReadFile> {
  const { text, encoding } = decode(input);
  const format = formatOf(text);
  const currency = input.currency ?? null;
  if (format !== 'csv') {
    const rows = parseRows(text, format, { currency, csv: null });
    const statements = statementsOf(text, format);
    const missing = missingEnds(text, format);
    const people = peopleOf(text, format);
    const gaps = balanceGapsOf(text, format);
    return {
      format,
      encoding,
      rows,
      statements,
      csv: null,
      missing,
      signature: null,
      people,
      gaps,
    };
  }
  const { mapping, source, layout, signature } = await csvMapping(db, input, text);
  const rows = parseRows(text, format, { currency, csv: mapping });
  const csv = { mapping, source, ...layout };
  return {
    format,
    encoding,
    rows,
    statements: [],
    csv,
    missing: [],
    signature,
    people: [],
    gaps: [],
  };
}

/**
 * The file read and checked against the group: its duplicates marked, its categories matched to
 * the group's. The caller has checked the user may write in the group.
 */
export async function readCheckedFile(db: Kysely<Database>, input: FileInput) {
  const read = await readImportFile(db, input);
  // Other apps' rows go to the group's accounts of their names (app-exports/app-import.ts).
  const { file, transfersAsRows } = await placeAppRows(db, input.groupId, read);
  const accounts = await repository.accountsByIdentifier(db, input.groupId);
  const accountOf: RowAccount = (row) => (row.account ? (accounts.get(row.account) ?? null) : null);
  const rows = await withDuplicates(db, input.groupId, file.rows, accountOf);
  const from = categoriesFrom(rows);
  const byName = await repository.categoriesByName(db, input.groupId);
  const statements = fileStatements(file.statements, rows, accounts);
  const keys = categoryKeys(rows, from, byName);
  return { ...file, rows, from, byName, keys, statements, transfersAsRows, accountOf };
}
