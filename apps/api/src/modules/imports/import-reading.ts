import {
  MAX_IMPORT_CHARS,
  csvMappingSchema,
  type CsvLayout,
  type CsvMapping,
  type ImportFormat,
  type importFileRequestSchema,
} from '@budget/contract';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/schema.ts';
import { badRequest, validationFailed } from '../../lib/app-error.ts';
import { readRecords } from './csv.ts';
import { csvLayout, detectMapping } from './csv-detect.ts';
import type { ParsedRow } from './file-text.ts';
import * as repository from './imports.repository.ts';
import { formatOf, parseRows } from './parse-file.ts';
import { decodeBytes } from './text-encoding.ts';

type FileInput = z.output<typeof importFileRequestSchema>;

export interface ReadFile {
  format: ImportFormat;
  encoding: string;
  rows: ParsedRow[];
  csv: CsvLayout | null;
  /** The CSV file's header signature, under which its mapping is remembered. */
  signature: string | null;
}

/** The file's text: as sent, or its bytes decoded in the encoding found for them. */
function decode(input: FileInput): { text: string; encoding: string } {
  if (input.content !== undefined) {
    return { text: input.content.replace(/^\uFEFF/, ''), encoding: 'utf-8' };
  }
  const bytes = Buffer.from(input.contentBase64 ?? '', 'base64');
  if (bytes.length > MAX_IMPORT_CHARS) {
    throw badRequest('The file is larger than 50 MB', {
      contentBase64: ['The file is larger than 50 MB'],
    });
  }
  return decodeBytes(bytes);
}

/**
 * A CSV file's header (or its width when it has none) and delimiter: files of one bank's export
 * share it, so its mapping is found again for the next file.
 */
function signatureOf(text: string, detected: CsvMapping): string {
  const records = readRecords(text, detected.delimiter, detected.skipLines + 1);
  const head = records[detected.skipLines]?.cells ?? [];
  const shape = detected.hasHeader
    ? head.map((cell) => cell.trim().toLowerCase()).join('|')
    : `${head.length} columns`;
  return `${detected.delimiter}${shape}`.slice(0, 2000);
}

/** A mapping naming a column the file does not have is refused before any row is read. */
function checkColumns(mapping: CsvMapping, width: number) {
  const fields = Object.entries(mapping).filter(
    ([key, value]) => key.endsWith('Column') && typeof value === 'number' && value >= width,
  );
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
 * A bank file read for preview or import: decoded, its format told by its content, a CSV file's
 * mapping taken from the request, the group's memory or detection (in that order), its rows.
 */
export async function readImportFile(db: Kysely<Database>, input: FileInput): Promise<ReadFile> {
  const { text, encoding } = decode(input);
  const format = formatOf(text);
  const currency = input.currency ?? null;
  if (format !== 'csv') {
    const rows = parseRows(text, format, { currency, csv: null });
    return { format, encoding, rows, csv: null, signature: null };
  }
  const detected = detectMapping(text);
  const signature = signatureOf(text, detected);
  const stored = input.csv ? null : await remembered(db, input.groupId, signature);
  const mapping = input.csv ?? stored ?? detected;
  const source = input.csv ? 'request' : stored ? 'remembered' : 'detected';
  const layout = csvLayout(text, mapping);
  checkColumns(mapping, layout.columns.length);
  const rows = parseRows(text, format, { currency, csv: mapping });
  return { format, encoding, rows, csv: { mapping, source, ...layout }, signature };
}
