import type { CsvDateFormat, CsvMapping } from '@budget/contract';
import { MAX_FIELDS, readRecords, type CsvRecord } from './csv-records.ts';
import { MAX_AMOUNT_MINOR, currencyOf, type ParsedRow } from './file-text.ts';
import { rowWords } from './payee-text.ts';

export { readRecords, type CsvRecord };

const DATE_PATTERNS: Record<CsvDateFormat, { pattern: RegExp; order: 'ymd' | 'dmy' | 'mdy' }> = {
  'yyyy-MM-dd': { pattern: /^(\d{4})-(\d{1,2})-(\d{1,2})(?:$|[\sT])/, order: 'ymd' },
  'dd.MM.yyyy': { pattern: /^(\d{1,2})\.(\d{1,2})\.(\d{4})(?:$|\s)/, order: 'dmy' },
  'dd/MM/yyyy': { pattern: /^(\d{1,2})\/(\d{1,2})\/(\d{4})(?:$|\s)/, order: 'dmy' },
  'MM/dd/yyyy': { pattern: /^(\d{1,2})\/(\d{1,2})\/(\d{4})(?:$|\s)/, order: 'mdy' },
  'dd-MM-yyyy': { pattern: /^(\d{1,2})-(\d{1,2})-(\d{4})(?:$|\s)/, order: 'dmy' },
  'yyyy/MM/dd': { pattern: /^(\d{4})\/(\d{1,2})\/(\d{1,2})(?:$|\s)/, order: 'ymd' },
  yyyyMMdd: { pattern: /^(\d{4})(\d{2})(\d{2})$/, order: 'ymd' },
  'dd.MM.yy': { pattern: /^(\d{1,2})\.(\d{1,2})\.(\d{2})(?:$|\s)/, order: 'dmy' },
  'dd/MM/yy': { pattern: /^(\d{1,2})\/(\d{1,2})\/(\d{2})(?:$|\s)/, order: 'dmy' },
  'MM/dd/yy': { pattern: /^(\d{1,2})\/(\d{1,2})\/(\d{2})(?:$|\s)/, order: 'mdy' },
};

/** A date written in the given layout as yyyy-MM-dd, or null when it is no real date. */
export function csvDate(text: string, format: CsvDateFormat): string | null {
  const { pattern, order } = DATE_PATTERNS[format];
  const match = pattern.exec(text.trim());
  if (!match) return null;
  const [a = '', b = '', c = ''] = match.slice(1);
  const [y, m, d] = order === 'ymd' ? [a, b, c] : order === 'dmy' ? [c, b, a] : [c, a, b];
  // Two-digit years: 70-99 are the 1900s, as spreadsheets read them.
  const year = y.length === 2 ? (Number(y) >= 70 ? 1900 : 2000) + Number(y) : Number(y);
  const iso = `${String(year).padStart(4, '0')}-${m.padStart(2, '0')}-${d.padStart(2, '0')}`;
  const date = new Date(Date.UTC(year, Number(m) - 1, Number(d)));
  return year >= 1000 && date.toISOString().slice(0, 10) === iso ? iso : null;
}

/** A whole part written with a thousands separator: groups of exactly three digits after it. */
function wholeDigits(whole: string, thousands: string): string | null {
  if (thousands === '' || !whole.includes(thousands)) return /^\d+$/.test(whole) ? whole : null;
  const [head = '', ...groups] = whole.split(thousands);
  // '12.50' read with '.' as the thousands mark is no amount, not 1,250.
  if (!/^\d{1,3}$/.test(head) || !groups.every((group) => /^\d{3}$/.test(group))) return null;
  return head + groups.join('');
}

/**
 * A currency's symbol, with up to three letters before it ('$', 'US$', 'R$'), or a code or
 * abbreviation of up to four letters ('PLN', 'zł', 'Fr.', 'EURO').
 */
const CURRENCY_MARK = String.raw`(?:\p{L}{0,3}\p{Sc}|\p{L}{1,4}\.?)`;
const LEADING_CURRENCY = new RegExp(String.raw`^([-+(]?) ?${CURRENCY_MARK} ?(?=[\d(+-])`, 'u');
const TRAILING_CURRENCY = new RegExp(String.raw`(?<=[\d)-]) ?${CURRENCY_MARK}( ?[-)]?)$`, 'u');

/**
 * An amount written with the given separators as exact signed minor units, or null. Currency
 * symbols and codes around it are dropped; '-12.50', '12.50-' and '(12.50)' are negative.
 * Thousands groups have three digits. A fraction of three digits is refused: '-1.250' is far
 * likelier a thousand and more with '.' as the thousands mark than 1.25; four or more are
 * accepted when all past the cents are zeros ('12.5000', as some banks write).
 */
export function csvAmount(text: string, decimal: string, thousands: string): number | null {
  // Spaces stay while the sign is read: a space may be the thousands mark. A currency's symbol
  // or code goes only from either end: '-1e3', '1/2' or '0x10' inside are no amount, not -13.
  let value = text
    .replace(/[\s\u00a0\u202f]+/g, ' ')
    // The minus sign of typeset text is a minus.
    .replace(/\u2212/g, '-')
    .trim()
    .replace(LEADING_CURRENCY, '$1')
    .replace(TRAILING_CURRENCY, '$1')
    .trim();
  if (!/^[\d.,'()+ -]*$/.test(value)) return null;
  let negative = false;
  if (/^\(.*\)$/.test(value)) {
    negative = true;
    value = value.slice(1, -1).trim();
  }
  if (value.endsWith('-')) {
    negative = !negative;
    value = value.slice(0, -1).trim();
  } else if (value.startsWith('-')) {
    negative = !negative;
    value = value.slice(1).trim();
  } else if (value.startsWith('+')) value = value.slice(1).trim();
  if (thousands !== ' ') value = value.replace(/ /g, '');
  const parts = value.split(decimal);
  if (parts.length > 2) return null;
  const [whole = '', rawFraction = ''] = parts;
  const digits = wholeDigits(whole, thousands);
  if (digits === null || !/^\d{1,12}$/.test(digits)) return null;
  if (parts.length === 2 && !/^(?:\d{1,2}|\d{2}0{2,})$/.test(rawFraction)) return null;
  const minor = Number(digits) * 100 + Number(rawFraction.slice(0, 2).padEnd(2, '0'));
  if (minor > MAX_AMOUNT_MINOR) return null;
  return negative ? -minor : minor;
}

/** The records that hold transactions: after the skipped lines and the header. */
export function dataRecords(records: CsvRecord[], mapping: CsvMapping): CsvRecord[] {
  return records.slice(mapping.skipLines + (mapping.hasHeader ? 1 : 0));
}

function signedAmount(cells: string[], mapping: CsvMapping): number | null | 'empty' {
  const { decimalSeparator: decimal, thousandsSeparator: thousands } = mapping;
  if (mapping.amountColumn !== null) {
    return csvAmount(cells[mapping.amountColumn] ?? '', decimal, thousands);
  }
  const side = (column: number | null) => {
    const text = column === null ? '' : (cells[column] ?? '').trim();
    return text === '' ? 'empty' : csvAmount(text, decimal, thousands);
  };
  const debit = side(mapping.debitColumn);
  const credit = side(mapping.creditColumn);
  if (debit === null || credit === null) return null;
  // Some banks write debits as negative numbers, others as positive ones: either leaves.
  const out = debit === 'empty' ? 0 : -Math.abs(debit);
  const into = credit === 'empty' ? 0 : Math.abs(credit);
  if (debit === 'empty' && credit === 'empty') return 'empty';
  return out + into;
}

/** A CSV file's transactions read by a mapping; `currency` for files without a currency column. */
export function parseCsv(text: string, mapping: CsvMapping, currency: number | null): ParsedRow[] {
  const cellOf = (cells: string[], column: number | null) =>
    column === null ? '' : (cells[column] ?? '').trim();
  return dataRecords(readRecords(text, mapping.delimiter), mapping).map(
    ({ line, cells, problem }) => {
      const date = csvDate(cellOf(cells, mapping.dateColumn), mapping.dateFormat);
      const amount = signedAmount(cells, mapping);
      const code = cellOf(cells, mapping.currencyColumn);
      const rowCurrency = mapping.currencyColumn === null ? currency : currencyOf(code);
      const words = rowWords(
        cellOf(cells, mapping.nameColumn),
        cellOf(cells, mapping.descriptionColumn),
      );
      let error: string | null = null;
      if (problem === 'unclosed-quote')
        error = `Line ${line}: a quoted field opened on this row is not closed (a '"' without its pair)`;
      else if (problem === 'too-wide')
        error = `Line ${line}: the row has more than ${MAX_FIELDS} fields; check the separator`;
      else if (cells.length <= Math.max(mapping.dateColumn, mapping.nameColumn))
        error = `Line ${line}: the row has ${cells.length} field(s), fewer than the mapping needs`;
      else if (date === null)
        error = `Line ${line}: '${cellOf(cells, mapping.dateColumn)}' is not a date (${mapping.dateFormat})`;
      else if (amount === 'empty') error = `Line ${line}: the row has no amount`;
      else if (amount === null) error = `Line ${line}: the amount is not an amount`;
      else if (amount === 0) error = `Line ${line}: the amount is zero`;
      else if (rowCurrency === null)
        error =
          mapping.currencyColumn === null
            ? `Line ${line}: the file names no currency; choose one`
            : `Line ${line}: currency ${code || '(none)'} is not kept by the app`;
      return {
        line,
        date,
        ...words,
        amount: typeof amount === 'number' ? amount : null,
        currency: rowCurrency,
        bankId: cellOf(cells, mapping.bankIdColumn) || null,
        category: cellOf(cells, mapping.categoryColumn) || null,
        error,
      };
    },
  );
}
