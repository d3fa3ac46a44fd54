import type { CsvDateFormat } from '@budget/contract';
import { csvAmount, csvDate, readRecords, type CsvRecord } from '../csv.ts';
import { findDateFormat, findSeparators } from '../csv-values.ts';
import { fitted, type ParsedRow } from '../file-text.ts';

/** What an app's export says of a row beyond a bank file's (docs/decisions.md, 'Moving in from other apps'). */
export interface AppFields {
  /** The app's account the row is in, by name. */
  account: string | null;
  /** The app's other account of a transfer between two of its accounts, by name. */
  transferAccount: string | null;
  tags: string[];
}

/** An app export's table: its header's columns by lower-cased name and its data records. */
export interface AppTable {
  columns: Map<string, number>;
  records: CsvRecord[];
}

const headerKey = (cell: string) =>
  cell
    .replace(/^\uFEFF/, '')
    .trim()
    .toLowerCase();

/** The longest first line read for a header: a bank's export never has one this long. */
const HEADER_CHARS = 10_000;

/**
 * The file's first line as a header, for each delimiter an app may write: read alone, so telling
 * a 50 MB bank file from an app's export costs nothing.
 */
export function headersOf(text: string): { delimiter: string; table: AppTable }[] {
  const end = text.indexOf('\n');
  const line = text.slice(0, Math.min(end === -1 ? text.length : end, HEADER_CHARS));
  return [',', ';', '\t'].map((delimiter) => {
    const cells = readRecords(line, delimiter, 1)[0]?.cells ?? [];
    const columns = new Map(cells.map((cell, index) => [headerKey(cell), index]));
    return { delimiter, table: { columns, records: [] } };
  });
}

/** The file read as a table with its first line the header, split by `delimiter`. */
export function appTable(text: string, delimiter: string): AppTable {
  const [head, ...records] = readRecords(text, delimiter);
  const columns = new Map((head?.cells ?? []).map((cell, index) => [headerKey(cell), index]));
  return { columns, records };
}

/** Whether the header has every one of these columns (any case). */
export const hasColumns = (table: AppTable, names: readonly string[]) =>
  names.every((name) => table.columns.has(name.toLowerCase()));

/** A record's cell by its column's name, trimmed ('' when the file has no such column). */
export function cellOf(table: AppTable, record: CsvRecord, name: string): string {
  const index = table.columns.get(name.toLowerCase());
  return index === undefined ? '' : (record.cells[index] ?? '').trim();
}

/**
 * How the file writes its dates and amounts, found from its values: an app writes them in the
 * budget's own formats ('$1,234.56', '1 234,56 zł', '15.01.2024', '01/15/2024').
 */
export function valueFormats(dates: string[], amounts: string[]) {
  const figures = amounts.filter((amount) => /\d/.test(amount));
  const { decimalSeparator, thousandsSeparator } = findSeparators(figures, ',');
  const dateFormat: CsvDateFormat = findDateFormat(dates, decimalSeparator);
  return {
    date: (text: string) => csvDate(text, dateFormat),
    amount: (text: string) =>
      text.trim() === '' ? 0 : csvAmount(text, decimalSeparator, thousandsSeparator),
  };
}

export interface AppRowInput {
  line: number;
  date: string | null;
  payee: string;
  memo: string;
  amount: number | null;
  currency: number | null;
  category: string;
  bankId?: string | null;
  app: AppFields;
}

/** A row of an app's export as the import reads it, or the reason it cannot be read. */
export function appRow(input: AppRowInput): ParsedRow & { app: AppFields } {
  const { line, date, payee, memo, amount, currency } = input;
  let error: string | null = null;
  if (date === null) error = `Line ${line}: the date cannot be read`;
  else if (amount === null) error = `Line ${line}: the amount cannot be read`;
  else if (currency === null) error = `Line ${line}: the file names no currency; choose one`;
  const { name, description } = fitted(payee, memo || null);
  return {
    line,
    date,
    name,
    description,
    payee: payee || null,
    title: memo || null,
    amount,
    currency,
    bankId: input.bankId ?? null,
    category: input.category || null,
    error,
    app: input.app,
  };
}
