import { currencyOf, dateOf, minorUnitsOf, type ParsedRow } from './file-text.ts';
import { detailsOf } from './mt940-details.ts';
import { accountOf } from './mt940-statements.ts';
import { rowWords } from './payee-text.ts';

/**
 * SWIFT MT940 customer statements, bare or in SWIFT blocks ({1:...}{2:...}{4: ... -}), several
 * statements a file: one row per :61: statement line, its words from the :86: that follows it,
 * its currency from its statement's opening balance (:60F:, or :60M: on a continuation page).
 */
const TAG = /^:(\d\d[A-Z]?|NS):/;

export function isMt940(text: string): boolean {
  if (/^[\s\uFEFF]*(?:<|OFXHEADER:|!)/i.test(text)) return false;
  return (
    /(?:^|\{4:):20:/m.test(text) && /^:61:\d{6}/m.test(text) && /^:60[FM]:[CD]\d{6}/m.test(text)
  );
}

/** :61: value date, optional entry date, mark (D, C, RD, RC), optional funds code, amount. */
const MONEY = /^\d{6}(?:\d{4})?(R?[CD])[A-Z]?(\d[\d,.]*)/;
/**
 * What follows the amount: type code (NTRF, N123), customer reference, '//' bank reference. Only
 * the bank's reference identifies the entry: the customer's is NONREF, NOTPROVIDED or a standing
 * order's reference repeated every month, and as an id it would make next month's rent look
 * present. Without a bank reference duplicates are found by date, amount, currency and name.
 */
const BANK_REFERENCE = /^[A-Z][A-Z0-9]{3}.*?\/\/(.*)$/;

const reference = (text: string | undefined) => {
  const value = text?.trim() ?? '';
  return value === '' || /^(?:NONREF|NOTPROVIDED)$/i.test(value) ? null : value;
};

/**
 * The row's date: the entry (booking) date when the line gives one, as CAMT.053's BookgDt, else
 * the value date. The entry date has no year: it is the value date's, or the one before or after
 * when that puts it nearer (a value date of 31 December booked on 2 January).
 */
function dateOfLine(first: string): { date: string | null; error: string | null } {
  const value = /^\d{6}/.test(first) ? dateOf(`20${first.slice(0, 6)}`) : null;
  if (value === null) return { date: null, error: 'the value date is not a date' };
  const entry = /^\d{6}(\d{4})(?:R?[CD])/.exec(first)?.[1];
  if (entry === undefined) return { date: value, error: null };
  const year = Number(value.slice(0, 4));
  const candidates = [year - 1, year, year + 1].flatMap((y) => {
    const date = dateOf(`${y}${entry}`);
    return date === null ? [] : [date];
  });
  const distance = (date: string) => Math.abs(Date.parse(date) - Date.parse(value));
  const nearest = candidates.sort((a, b) => distance(a) - distance(b))[0];
  return nearest
    ? { date: nearest, error: null }
    : { date: null, error: 'the entry date is not a date' };
}

interface Entry {
  line: number;
  statement: string[];
  information: string[] | null;
  currencyCode: string | null;
  account: string | null;
}

function rowOf(entry: Entry): ParsedRow {
  const { line, statement, information, currencyCode, account } = entry;
  const [first = '', ...rest] = statement;
  const { date, error: dateError } = dateOfLine(first);
  const money = MONEY.exec(first);
  const written = money?.[2] ?? '';
  // MT940 writes only a decimal comma ('1234,56', '12,'); a point would be a thousands mark.
  const minor = written.includes('.') ? null : minorUnitsOf(written.replace(/,$/, ''));
  // A debit, or the reversal of a credit, takes money out; 0 stays 0 (not -0).
  const out = money?.[1] === 'D' || money?.[1] === 'RC';
  const amount = minor === null ? null : out && minor !== 0 ? -minor : minor;
  const bankId = reference(
    BANK_REFERENCE.exec(first.slice(money?.[0].length ?? first.length))?.[1],
  );
  const supplementary = rest.join(' ').replace(/\s+/g, ' ').trim();
  const details = information ? detailsOf(information, out) : null;
  // Without a payee or title, the booking text (or the :61:'s supplementary details) names it.
  const words =
    details && (details.payee !== null || details.title !== null)
      ? rowWords(details.payee, details.title, details.rest)
      : rowWords(null, details?.rest.join('; ') || supplementary, []);
  const currency = currencyCode === null ? null : currencyOf(currencyCode);
  let error: string | null = null;
  if (dateError !== null) error = `Line ${line}: ${dateError}`;
  else if (amount === null) error = `Line ${line}: the amount is not an amount`;
  else if (amount === 0) error = `Line ${line}: the amount is zero`;
  else if (currency === null)
    error = `Line ${line}: currency ${currencyCode ?? '(none)'} is not kept by the app`;
  return { line, date, ...words, amount, currency, bankId, account, error };
}

/** Whether the '-' line at `index` ends its statement: the next text is a new one, or none. */
function endsStatement(lines: string[], index: number): boolean {
  for (let next = index + 1; next < lines.length; next += 1) {
    const line = lines[next] ?? '';
    if (line.trim() !== '') return /^(?:\{|:20:)/.test(line);
  }
  return true;
}

export function parseMt940(text: string): ParsedRow[] {
  const entries: Entry[] = [];
  let currencyCode: string | null = null;
  let account: string | null = null;
  /** The lines of the field being read, its tag taken off; continuation lines join it. */
  let field: string[] | null = null;
  /** The :61: just read, which the :86: right after it describes. */
  let entry: Entry | null = null;
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  for (const [index, raw] of lines.entries()) {
    let line = raw;
    // '-' (or '-}' closing block 4, a trailer block may follow) ends a statement; a line that is
    // only '-' inside an :86: text (before more of it, or the next :61:) does not.
    if (line.startsWith('-}') || (line.trim() === '-' && endsStatement(lines, index))) {
      currencyCode = null;
      account = null;
      field = null;
      entry = null;
      line = line.startsWith('-}') ? line.slice(2) : '';
    }
    // Block headers: the statement starts after '{4:', on this line or the next.
    if (/^\{[1-5]:/.test(line)) {
      const start = line.indexOf('{4:');
      line = start === -1 ? '' : line.slice(start + 3);
    }
    const tag = TAG.exec(line);
    if (!tag) {
      if (line.trim() !== '') field?.push(line);
      continue;
    }
    const body = line.slice(tag[0].length);
    field = [body];
    if (tag[1] === '20') {
      currencyCode = null;
      account = null;
    }
    if (tag[1] === '25') account = accountOf(body);
    if (tag[1] === '60F' || tag[1] === '60M')
      currencyCode = /^[CD]\d{6}([A-Z]{3})/.exec(body)?.[1] ?? null;
    if (tag[1] === '61') {
      entry = { line: index + 1, statement: field, information: null, currencyCode, account };
      entries.push(entry);
    } else if (tag[1] === '86' && entry && entry.information === null) {
      entry.information = field;
    } else {
      entry = null;
    }
  }
  return entries.map(rowOf);
}
