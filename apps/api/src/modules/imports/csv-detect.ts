import type { CsvMapping } from '@budget/contract';
import { findDelimiter, findStart, MAX_SKIP, SAMPLE_RECORDS, sampleOf } from './csv-layout.ts';
import { readRecords, type CsvRecord } from './csv-records.ts';
import { titleMatch, better, type Role, type TitleMatch } from './csv-titles.ts';
import { findDateFormat, findSeparators, isAmountLike, isDateLike } from './csv-values.ts';

export interface Detection {
  mapping: CsvMapping;
  /** The columns the file has (as far as the sample shows). */
  width: number;
  /** Which record is the header, counted as skipLines counts (not capped); null without one. */
  header: number | null;
}

/**
 * The sample's columns handed out to roles one at a time, each column to one role at most: by
 * title, or by what the rows hold.
 */
function columnPicker(titles: string[], width: number, body: CsvRecord[], data: CsvRecord[]) {
  const cache = new Map<string, string[]>();
  const column = (rows: CsvRecord[], name: string, i: number) => {
    const key = `${name}${i}`;
    let values = cache.get(key);
    if (!values) cache.set(key, (values = rows.map((row) => (row.cells[i] ?? '').trim())));
    return values;
  };
  const mostly = (i: number, test: (text: string) => boolean) => {
    const values = column(body, 'body', i).filter((value) => value !== '');
    // A column empty on most rows (N26's 'Original Currency') says nothing of the rest.
    if (values.length === 0 || values.length < body.length / 2) return false;
    return values.filter(test).length >= values.length * 0.9;
  };
  const taken = new Set<number>();
  const take = (i: number | null) => {
    if (i !== null) taken.add(i);
    return i;
  };
  /** The free column whose title best names the role (exact, prefix, inside; no qualifier). */
  const bestTitle = (role: Role) => {
    let best: { index: number; match: TitleMatch } | null = null;
    titles.forEach((title, i) => {
      const match = taken.has(i) ? null : titleMatch(title, role);
      if (match && better(match, best?.match ?? null)) best = { index: i, match };
    });
    return best as { index: number; match: TitleMatch } | null;
  };
  return {
    data: (i: number) => column(data, 'data', i),
    mostly,
    take,
    pick: (test: (i: number) => boolean) => {
      for (let i = 0; i < width; i += 1) if (!taken.has(i) && test(i)) return take(i);
      return null;
    },
    bestTitle,
    byTitle: (role: Role) => take(bestTitle(role)?.index ?? null),
    /** Without titles: the free column with the longest texts names the row (each summed once). */
    longestText: () => {
      let longest = -1;
      let found: number | null = null;
      for (let i = 0; i < width; i += 1) {
        if (taken.has(i)) continue;
        const length = column(data, 'data', i).reduce((sum, value) => sum + value.length, 0);
        if (length > longest) [longest, found] = [length, i];
      }
      return found;
    },
  };
}

type ColumnPicker = ReturnType<typeof columnPicker>;

/** Monzo has 'Amount' and 'Money Out'/'Money In': the better title decides, the signed on a tie. */
function moneyColumns(columns: ColumnPicker) {
  const amountTitle = columns.bestTitle('amount');
  const sideScore = Math.max(
    columns.bestTitle('debit')?.match.score ?? 0,
    columns.bestTitle('credit')?.match.score ?? 0,
  );
  const split = sideScore > (amountTitle?.match.score ?? 0);
  const debitColumn = split ? columns.byTitle('debit') : null;
  const creditColumn = split ? columns.byTitle('credit') : null;
  const amountColumn = split
    ? null
    : (columns.take(amountTitle?.index ?? null) ??
      columns.pick((i) => columns.mostly(i, isAmountLike)) ??
      columns.pick(() => true) ??
      0);
  return { amountColumn, debitColumn, creditColumn };
}

function textColumns(columns: ColumnPicker) {
  let nameColumn = columns.byTitle('name');
  let descriptionColumn = columns.byTitle('description');
  if (nameColumn === null && descriptionColumn !== null) {
    nameColumn = descriptionColumn;
    descriptionColumn = null;
  }
  return { nameColumn: nameColumn ?? columns.longestText() ?? 0, descriptionColumn };
}

/** Each role's column, in the order roles choose: a column one role took is no other's. */
function findColumns(columns: ColumnPicker) {
  const dateColumn =
    columns.byTitle('date') ??
    columns.pick((i) => columns.mostly(i, isDateLike)) ??
    columns.pick(() => true) ??
    0;
  const money = moneyColumns(columns);
  const currencyColumn =
    columns.byTitle('currency') ??
    columns.pick((i) => columns.mostly(i, (value) => /^[A-Z]{3}$/.test(value)));
  const categoryColumn = columns.byTitle('category');
  const bankIdColumn = columns.byTitle('bankId');
  const text = textColumns(columns);
  return { dateColumn, ...money, currencyColumn, categoryColumn, bankIdColumn, ...text };
}

/** A mapping for a CSV file found from its header and contents; the user may correct it. */
export function detectLayout(text: string): Detection {
  const sample = sampleOf(text);
  const { delimiter, width: rowWidth } = findDelimiter(sample);
  const records = readRecords(sample, delimiter, SAMPLE_RECORDS);
  const { index, hasHeader } = findStart(records, rowWidth);
  const titles = hasHeader ? (records[index]?.cells ?? []) : [];
  const width = Math.max(rowWidth, titles.length);
  const data = records.slice(index + (hasHeader ? 1 : 0));
  // 'Mostly' never counts the first record: it is the header, or one row of many.
  const body = records.length > index + 1 ? records.slice(index + 1) : data;
  const columns = columnPicker(titles, width, body, data);
  const found = findColumns(columns);
  const { amountColumn, debitColumn, creditColumn, dateColumn } = found;
  const amounts = [amountColumn, debitColumn, creditColumn].flatMap((i) =>
    i === null ? [] : columns.data(i).filter((value) => value !== ''),
  );
  const separators = findSeparators(amounts, delimiter);
  const dates = columns.data(dateColumn).filter((value) => value !== '');
  const mapping: CsvMapping = {
    delimiter,
    ...separators,
    dateFormat: findDateFormat(dates, separators.decimalSeparator),
    // A header past the rows a mapping can skip: the rows in between are listed as errors.
    skipLines: Math.min(index, MAX_SKIP),
    hasHeader,
    dateColumn,
    nameColumn: found.nameColumn,
    descriptionColumn: found.descriptionColumn,
    amountColumn,
    debitColumn,
    creditColumn,
    currencyColumn: found.currencyColumn,
    categoryColumn: found.categoryColumn,
    bankIdColumn: found.bankIdColumn,
  };
  return { mapping, width, header: hasHeader ? index : null };
}

export const detectMapping = (text: string): CsvMapping => detectLayout(text).mapping;

/**
 * The column titles and first rows a mapping step shows. `width`: the columns the file is known
 * to have, when the rows shown (preamble lines past a skip of 100) are narrower.
 */
export function csvLayout(text: string, mapping: CsvMapping, width = 0) {
  const records = readRecords(text, mapping.delimiter, mapping.skipLines + 11);
  const head: CsvRecord | undefined = mapping.hasHeader ? records[mapping.skipLines] : undefined;
  const sample = records
    .slice(mapping.skipLines + (mapping.hasHeader ? 1 : 0))
    .map((record) => record.cells);
  const columnCount = Math.max(width, head?.cells.length ?? 0, ...sample.map((row) => row.length));
  const columns = [...Array(columnCount).keys()].map(
    (index) => head?.cells[index]?.trim() || `Column ${index + 1}`,
  );
  return { columns, sample };
}

/** Text that reads as CSV: a delimiter splits two or more records into 2+ filled fields alike. */
export function isCsv(text: string): boolean {
  return findDelimiter(sampleOf(text)).records >= 2;
}
