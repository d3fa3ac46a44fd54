import { dateOf, MAX_AMOUNT_MINOR, type ParsedRow } from './file-text.ts';
import { rowWords } from './payee-text.ts';

/**
 * QIF (Quicken Interchange Format): one field a line, its code the first character, records
 * ended by '^', sections opened by '!' headers. Only the bank-like sections hold transactions;
 * the account list (!Account) and the category, class, memorized and investment lists look
 * alike (N, T, ^) but are no transactions, so they are skipped.
 */
const TRANSACTION_SECTION = /^!Type:\s*(?:Bank|CCard|Cash|Oth\s*A|Oth\s*L)\s*$/i;

export function isQif(text: string): boolean {
  return /^[\s\uFEFF]*!(?:Type:|Account|Option:)/i.test(text);
}

/**
 * An amount as QIF writers put it: '-1,234.56' (Quicken US), '1234,56' and '1.234,56'
 * (European exports), '1 234,56'. The last separator followed by one or two digits is the
 * decimal one; a separator before groups of three digits is a thousands one (so '1,234' is one
 * thousand, never 1.234). Read on the digits, not through a float.
 */
const AMOUNT =
  /^([+-]?)(\d*|[1-9]\d{0,2}(?:([,. '\u00a0\u202f])\d{3})(?:\3\d{3})*)(?:([.,])(\d{1,2}))?$/;

export function qifAmount(text: string): number | null {
  const match = AMOUNT.exec(text.trim());
  if (!match) return null;
  const [, sign, whole = '', group, point, fraction = ''] = match;
  if ((whole === '' && fraction === '') || (group !== undefined && group === point)) return null;
  const digits = whole.replace(/\D/g, '');
  if (digits.length > 12) return null;
  const minor = Number(digits || '0') * 100 + Number(fraction.padEnd(2, '0'));
  if (minor > MAX_AMOUNT_MINOR) return null;
  return sign === '-' ? -minor : minor;
}

/** A date's parts as written, or null when it has none of the shapes QIF writers use. */
interface DateParts {
  first: number;
  second: number;
  year: number;
  /** 'iso' is year-first; 'dot' is always day-first; 'slash' (and dash) depends on the file. */
  style: 'iso' | 'dot' | 'slash';
}

/** A two-digit year: 00-69 are the 2000s, 70-99 the 1900s. */
const fullYear = (year: string) =>
  year.length > 2 ? Number(year) : Number(year) + (Number(year) < 70 ? 2000 : 1900);

function partsOf(text: string): DateParts | null {
  const compact = text.replace(/\s+/g, '');
  const iso = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/.exec(compact);
  if (iso) {
    const [, year = '', first = '', second = ''] = iso;
    return { year: Number(year), first: Number(first), second: Number(second), style: 'iso' };
  }
  // Quicken writes years from 2000 after an apostrophe: 1/5'26 and 1/5' 6 are in the 2000s.
  const quicken = /^(\d{1,2})[/-](\d{1,2})'(\d{1,2}|\d{4})$/.exec(compact);
  if (quicken) {
    const [, first = '', second = '', year = ''] = quicken;
    const full = year.length === 4 ? Number(year) : 2000 + Number(year);
    return { first: Number(first), second: Number(second), year: full, style: 'slash' };
  }
  const other = /^(\d{1,2})([/.-])(\d{1,2})\2(\d{2}|\d{4})$/.exec(compact);
  if (!other) return null;
  const [, first = '', separator, second = '', year = ''] = other;
  const style = separator === '.' ? 'dot' : 'slash';
  return { first: Number(first), second: Number(second), year: fullYear(year), style };
}

/** yyyy-MM-dd of a D field, or null when it is no real calendar date. */
function qifDate(text: string, dayFirst: boolean): string | null {
  const parts = partsOf(text);
  if (!parts) return null;
  const dayLeads = parts.style === 'dot' || (parts.style === 'slash' && dayFirst);
  const [month, day] = dayLeads ? [parts.second, parts.first] : [parts.first, parts.second];
  const pad = (value: number, width: number) => String(value).padStart(width, '0');
  return dateOf(`${pad(parts.year, 4)}-${pad(month, 2)}-${pad(day, 2)}`);
}

interface QifRecord {
  line: number;
  /** The first value of each field code; split lines (S, E, $) are not kept. */
  fields: Map<string, string>;
}

/** The records of the transaction sections, each with the line it starts on. */
function recordsOf(text: string): QifRecord[] {
  const records: QifRecord[] = [];
  let inTransactions = false;
  let current: QifRecord | null = null;
  const close = () => {
    if (current) records.push(current);
    current = null;
  };
  text
    .replace(/^\uFEFF/, '')
    .split(/\r\n|\n|\r/)
    .forEach((raw, index) => {
      const content = raw.trim();
      if (content === '') return;
      if (content.startsWith('!')) {
        // A header ends an unfinished record; any header but a bank-like !Type: opens a list.
        close();
        inTransactions = TRANSACTION_SECTION.test(content);
        return;
      }
      if (!inTransactions) return;
      if (content.startsWith('^')) return close();
      current ??= { line: index + 1, fields: new Map() };
      const code = content.charAt(0);
      if (!current.fields.has(code)) current.fields.set(code, content.slice(1).trim());
    });
  close();
  return records;
}

/**
 * The category of an L field: 'Food:Groceries/Family' is category 'Food:Groceries' (after the
 * slash comes a Quicken class); '[Savings]' names another account, so the row is a transfer
 * and has no category.
 */
function categoryOf(text: string | undefined): string | null {
  const category = (text ?? '').split('/', 1)[0]?.trim() ?? '';
  if (category === '' || /^\[.*\]$/.test(category)) return null;
  return category;
}

/**
 * Every transaction of a QIF file. The format names no currency, so all rows take the one the
 * user chose; with none, each row that is otherwise good says so.
 */
export function parseQif(text: string, currency: number | null): ParsedRow[] {
  const records = recordsOf(text);
  // Slash and dash dates are month-first unless a first part over 12 proves the file day-first.
  const dayFirst = records.some((record) => {
    const parts = partsOf(record.fields.get('D') ?? '');
    return parts?.style === 'slash' && parts.first > 12;
  });
  return records.map(({ line, fields }): ParsedRow => {
    const date = qifDate(fields.get('D') ?? '', dayFirst);
    // U is the same amount as T (written wider by newer Quicken); T when both are there.
    const amountText = fields.get('T') ?? fields.get('U');
    const amount = amountText === undefined ? null : qifAmount(amountText);
    const words = rowWords(fields.get('P'), fields.get('M'));
    let error: string | null = null;
    if (date === null) error = `Line ${line}: D is not a date`;
    else if (amount === null) error = `Line ${line}: T is not an amount`;
    else if (amount === 0) error = `Line ${line}: the amount is zero`;
    else if (currency === null) error = `Line ${line}: the file names no currency; choose one`;
    return {
      line,
      date,
      ...words,
      amount,
      currency,
      // N is a cheque number or a word such as DEP or ATM that repeats: no id of the row, so
      // duplicates are found by date, amount, currency and name (docs/decisions.md, 'Import').
      bankId: null,
      category: categoryOf(fields.get('L')),
      error,
    };
  });
}
