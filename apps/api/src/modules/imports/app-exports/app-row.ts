import type { CsvDateFormat } from '@budget/contract';
import { csvAmount, csvDate, readRecords, type CsvRecord } from '../csv.ts';
import { findDelimiter, sampleOf } from '../csv-layout.ts';
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

/** The file's first record as its header, read with the delimiter its rows share. */
export function appTable(text: string): AppTable | null {
  const sample = sampleOf(text);
  const { delimiter, width } = findDelimiter(sample);
  if (width < 2) return null;
  const [head] = readRecords(sample, delimiter, 1);
  if (!head) return null;
  const columns = new Map(head.cells.map((cell, index) => [headerKey(cell), index]));
  return { columns, records: readRecords(text, delimiter).slice(1) };
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
