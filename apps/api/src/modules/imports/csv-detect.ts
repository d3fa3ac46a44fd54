import {
  CSV_DATE_FORMATS,
  CSV_DELIMITERS,
  type CsvDateFormat,
  type CsvMapping,
} from '@budget/contract';
import { csvAmount, csvDate, readRecords, type CsvRecord } from './csv.ts';

/** Records read to find a file's layout: enough to see past a preamble, cheap on 50 MB. */
const SAMPLE_RECORDS = 200;

/** Column titles by role, as banks write them in English, Polish, German, Dutch and French. */
const TITLES: Record<string, string[]> = {
  date: ['date', 'datum', 'data', 'buchungstag', 'buchung', 'fecha', 'valuta', 'wertstellung'],
  debit: [
    'debit',
    'obciążenia',
    'obciążenie',
    'wydatki',
    'soll',
    'withdrawal',
    'paid out',
    'money out',
  ],
  credit: ['credit', 'uznania', 'uznanie', 'wpływy', 'haben', 'deposit', 'paid in', 'money in'],
  amount: ['amount', 'kwota', 'betrag', 'bedrag', 'montant', 'importe', 'umsatz', 'wartość'],
  currency: ['currency', 'waluta', 'währung', 'devise', 'ccy', 'munt'],
  category: ['category', 'kategoria', 'kategorie', 'catégorie', 'categorie'],
  name: [
    'payee',
    'name',
    'counterparty',
    'kontrahent',
    'nadawca',
    'odbiorca',
    'empfänger',
    'auftraggeber',
    'beneficiary',
    'merchant',
    'naam',
    'bénéficiaire',
  ],
  description: [
    'description',
    'opis',
    'tytuł',
    'title',
    'memo',
    'verwendungszweck',
    'details',
    'omschrijving',
    'libellé',
    'concepto',
    'notes',
    'narrative',
  ],
  bankId: ['transaction id', 'id', 'numer transakcji', 'fitid', 'transaktions-id'],
};
type Role = keyof typeof TITLES;

/** The delimiter whose records most often share one width of two or more fields. */
function findDelimiter(text: string): { delimiter: CsvMapping['delimiter']; width: number } {
  let best = { delimiter: CSV_DELIMITERS[0] as CsvMapping['delimiter'], width: 1, score: -1 };
  for (const delimiter of CSV_DELIMITERS) {
    const widths = new Map<number, number>();
    for (const { cells } of readRecords(text, delimiter, SAMPLE_RECORDS)) {
      widths.set(cells.length, (widths.get(cells.length) ?? 0) + 1);
    }
    for (const [width, count] of widths) {
      const score = width >= 2 ? count : 0;
      if (score > best.score || (score === best.score && width > best.width))
        best = { delimiter, width, score };
    }
  }
  return best;
}

const isDateLike = (text: string) =>
  CSV_DATE_FORMATS.some((format) => csvDate(text, format) !== null);
const isAmountLike = (text: string) =>
  /\d/.test(text) && (csvAmount(text, '.', ',') !== null || csvAmount(text, ',', '.') !== null);

function roleByTitle(title: string, role: Role): boolean {
  const text = title.trim().toLowerCase();
  return (TITLES[role] ?? []).some((word) =>
    word.length <= 3 ? text === word : text === word || text.includes(word),
  );
}

/** The decimal separator most amounts end with (two digits after it), and the other mark. */
function findSeparators(values: string[], delimiter: string) {
  let comma = 0;
  let dot = 0;
  let space = false;
  for (const value of values) {
    if (/,\d{1,2}\)?-?\s*\D*$/.test(value)) comma += 1;
    else if (/\.\d{1,2}\)?-?\s*\D*$/.test(value)) dot += 1;
    if (/\d[\s\u00a0\u202f]\d{3}/.test(value)) space = true;
  }
  const decimal: CsvMapping['decimalSeparator'] =
    comma > dot || (comma === dot && delimiter === ';') ? ',' : '.';
  const other = decimal === ',' ? '.' : ',';
  const thousands: CsvMapping['thousandsSeparator'] = values.some((value) => value.includes(other))
    ? other
    : values.some((value) => value.includes("'"))
      ? "'"
      : space
        ? ' '
        : '';
  return { decimalSeparator: decimal, thousandsSeparator: thousands };
}

/** The layout in which most dates of the sample are real dates (a bad row does not decide). */
function findDateFormat(values: string[], decimal: string): CsvDateFormat {
  const fits = (format: CsvDateFormat) =>
    values.filter((value) => csvDate(value, format) !== null).length;
  const best = Math.max(...CSV_DATE_FORMATS.map(fits));
  const formats = CSV_DATE_FORMATS.filter((format) => best > 0 && fits(format) === best);
  // dd/MM and MM/dd both fit when no day passes 12: decimal commas go with day-first dates.
  if (decimal === '.' && formats.includes('MM/dd/yyyy')) return 'MM/dd/yyyy';
  if (decimal === '.' && formats.includes('MM/dd/yy')) return 'MM/dd/yy';
  return formats[0] ?? 'yyyy-MM-dd';
}

/** A mapping for a CSV file found from its header and contents; the user may correct it. */
export function detectMapping(text: string): CsvMapping {
  const { delimiter, width } = findDelimiter(text);
  const records = readRecords(text, delimiter, SAMPLE_RECORDS);
  // A preamble (account number, period) is often padded to the full width: the header is the
  // first row of that width filled about as fully as the rows after it.
  const filled = (record: CsvRecord) => record.cells.filter((cell) => cell.trim() !== '').length;
  const fills = records
    .filter((record) => record.cells.length === width)
    .map(filled)
    .sort((a, b) => a - b);
  const typical = fills[Math.floor(fills.length / 2)] ?? width;
  const skipLines = Math.max(
    0,
    records.findIndex(
      (record) =>
        record.cells.length === width && filled(record) >= Math.max(2, Math.ceil(typical * 0.7)),
    ),
  );
  const first = records[skipLines]?.cells ?? [];
  const hasHeader = !first.some((cell) => isDateLike(cell) || isAmountLike(cell));
  const rows = records.slice(skipLines + (hasHeader ? 1 : 0));
  const column = (index: number) => rows.map((row) => (row.cells[index] ?? '').trim());
  const taken = new Set<number>();
  const pick = (test: (index: number) => boolean): number | null => {
    for (let index = 0; index < width; index += 1) {
      if (!taken.has(index) && test(index)) {
        taken.add(index);
        return index;
      }
    }
    return null;
  };
  const byTitle = (role: Role) =>
    hasHeader ? pick((i) => roleByTitle(first[i] ?? '', role)) : null;
  const mostly = (index: number, test: (text: string) => boolean) => {
    const values = column(index).filter((value) => value !== '');
    return values.length > 0 && values.filter(test).length >= values.length * 0.9;
  };

  const dateColumn = byTitle('date') ?? pick((i) => mostly(i, isDateLike)) ?? 0;
  const debitColumn = byTitle('debit');
  const creditColumn = byTitle('credit');
  const split = debitColumn !== null || creditColumn !== null;
  const amountColumn = split
    ? null
    : (byTitle('amount') ?? pick((i) => mostly(i, isAmountLike)) ?? pick(() => true));
  const currencyColumn =
    byTitle('currency') ?? pick((i) => mostly(i, (value) => /^[A-Z]{3}$/.test(value)));
  const categoryColumn = byTitle('category');
  const bankIdColumn = byTitle('bankId');
  let nameColumn = byTitle('name');
  let descriptionColumn = byTitle('description');
  if (nameColumn === null && descriptionColumn !== null) {
    nameColumn = descriptionColumn;
    descriptionColumn = null;
  }
  // Without titles: the column with the longest texts names the row.
  const textLength = (index: number) => column(index).join('').length;
  if (nameColumn === null) {
    const free = [...Array(width).keys()].filter((index) => !taken.has(index));
    nameColumn = free.sort((a, b) => textLength(b) - textLength(a))[0] ?? 0;
  }
  const amounts = [amountColumn, debitColumn, creditColumn].flatMap((index) =>
    index === null ? [] : column(index).filter((value) => value !== ''),
  );
  const separators = findSeparators(amounts, delimiter);
  return {
    delimiter,
    ...separators,
    dateFormat: findDateFormat(
      column(dateColumn).filter((value) => value !== ''),
      separators.decimalSeparator,
    ),
    skipLines,
    hasHeader,
    dateColumn,
    nameColumn,
    descriptionColumn,
    amountColumn,
    debitColumn,
    creditColumn,
    currencyColumn,
    categoryColumn,
    bankIdColumn,
  };
}

/** The column titles and first rows a mapping step shows. */
export function csvLayout(text: string, mapping: CsvMapping) {
  const records = readRecords(text, mapping.delimiter, mapping.skipLines + 11);
  const head: CsvRecord | undefined = mapping.hasHeader ? records[mapping.skipLines] : undefined;
  const sample = records
    .slice(mapping.skipLines + (mapping.hasHeader ? 1 : 0))
    .map((record) => record.cells);
  const width = Math.max(head?.cells.length ?? 0, ...sample.map((cells) => cells.length));
  const columns = [...Array(width).keys()].map(
    (index) => head?.cells[index]?.trim() || `Column ${index + 1}`,
  );
  return { columns, sample };
}

/** Text that reads as CSV: a delimiter splits two or more records into 2+ filled fields alike. */
export function isCsv(text: string): boolean {
  const { width, delimiter } = findDelimiter(text);
  const records = readRecords(text, delimiter, SAMPLE_RECORDS);
  const rows = records.filter(
    (record) =>
      record.cells.length === width &&
      record.cells.filter((cell) => cell.trim() !== '').length >= 2,
  );
  return width >= 2 && rows.length >= 2;
}
