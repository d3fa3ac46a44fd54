import { currencyOf, dateOf, fitted, minorUnitsOf, type ParsedRow } from './file-text.ts';
import { accountOf } from './mt940-statements.ts';

/**
 * SWIFT MT940 customer statements, bare or in SWIFT blocks ({1:...}{2:...}{4: ... -}), several
 * statements a file: one row per :61: statement line, its words from the :86: that follows it,
 * its currency from its statement's opening balance (:60F:, or :60M: on a continuation page).
 */
const TAG = /^:(\d\d[A-Z]?|NS):/;
/** SWIFT writes a field's text in lines of at most 65 characters. */
const LINE_WIDTH = 65;
/** German structured :86: subfields (?20, ?32...) hold at most 27 characters each. */
const SUBFIELD_WIDTH = 27;

export function isMt940(text: string): boolean {
  if (/^[\s\uFEFF]*(?:<|OFXHEADER:|!)/i.test(text)) return false;
  return (
    /(?:^|\{4:):20:/m.test(text) && /^:61:\d{6}/m.test(text) && /^:60[FM]:[CD]\d{6}/m.test(text)
  );
}

/**
 * Parts of a text cut to a width, joined back: a part of the full width was cut by the width, so
 * it runs on into the next; a shorter one ended where its writer chose, at a word.
 */
function rejoin(parts: string[], width: number): string {
  let text = '';
  for (const [index, part] of parts.entries()) {
    text += part;
    if (index < parts.length - 1 && part.length < width) text += ' ';
  }
  return text.replace(/\s+/g, ' ').trim();
}

interface Details {
  counterparty: string;
  remittance: string | null;
  booking: string | null;
}

/**
 * German (and Polish) structured :86:, 'GVC?00booking?20text...?32name?33name': its lines are
 * joined with nothing first, as a line may break inside a subfield marker ('?3' / '2Name').
 */
function structured(body: string, separator: string): Details {
  const pieces = body.split(new RegExp(`\\${separator}(\\d\\d)`));
  const fields = new Map<number, string[]>();
  for (let index = 1; index + 1 < pieces.length; index += 2) {
    const key = Number(pieces[index]);
    fields.set(key, [...(fields.get(key) ?? []), pieces[index + 1] ?? '']);
  }
  const joined = (keys: number[]) => {
    const parts = keys.flatMap((key) => fields.get(key) ?? []);
    const text = rejoin(parts, SUBFIELD_WIDTH);
    return text === '' ? null : text;
  };
  const remittance = [20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 60, 61, 62, 63];
  return {
    counterparty: joined([32, 33]) ?? '',
    remittance: joined(remittance),
    booking: joined([0]),
  };
}

/** Keys of Dutch (Rabobank, ABN AMRO, ING) :86: '/NAME/ACME BV/REMI/invoice 12/'. */
const KEYS =
  'ADDR|BENM|BIC|CDTRREFTP|CDTRREF|CNTP|CSID|EREF|IBAN|ID|ISDT|MARF|NAME|ORDP|PREF|PURP|REMI|RTRN|SVCL|TRCD|TRTP|ULTB|ULTD|USTD';
const KEYED = new RegExp(`/(${KEYS})(?=/)`, 'g');

function keyed(body: string): Details {
  const values = new Map<string, string>();
  const marks = [...body.matchAll(KEYED)];
  marks.forEach((mark, index) => {
    const start = (mark.index ?? 0) + mark[0].length + 1;
    const value = body.slice(start, marks[index + 1]?.index ?? body.length);
    const tidy = value.replace(/^[\s/]+|[\s/]+$/g, '').replace(/\s+/g, ' ');
    if (tidy && !values.has(mark[1] ?? '')) values.set(mark[1] ?? '', tidy);
  });
  // Rabobank's counterparty: /CNTP/account/BIC/name/town/.
  const party = values.get('NAME') ?? values.get('CNTP')?.split('/')[2]?.trim() ?? '';
  return {
    counterparty: party,
    remittance: values.get('REMI') ?? values.get('USTD') ?? null,
    booking: null,
  };
}

/** A space put where a line ended just before a key ('/NAME/ACME/' + 'REMI/...'). */
const SPLIT_KEY = new RegExp(`(?<=/) (?=(?:${KEYS})/)`, 'g');

/** The words of an :86: field (its lines after the tag), in whichever of its shapes it comes. */
function detailsOf(lines: string[]): Details {
  const tight = lines.join('');
  const german = /^\s*\d{3}([?~])\d\d/.exec(tight);
  if (german) return structured(tight, german[1] ?? '?');
  const text = rejoin(lines, LINE_WIDTH);
  if (/^\/[A-Z]+\//.test(text) && /\/(?:NAME|REMI|USTD|CNTP)\//.test(text)) {
    return keyed(text.replace(SPLIT_KEY, ''));
  }
  return { counterparty: text, remittance: null, booking: null };
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
  const details = information ? detailsOf(information) : null;
  const words = details?.counterparty || details?.remittance ? details : null;
  const { name, description } = words
    ? fitted(words.counterparty, words.remittance)
    : fitted(details?.booking ?? supplementary, null);
  const currency = currencyCode === null ? null : currencyOf(currencyCode);
  let error: string | null = null;
  if (dateError !== null) error = `Line ${line}: ${dateError}`;
  else if (amount === null) error = `Line ${line}: the amount is not an amount`;
  else if (amount === 0) error = `Line ${line}: the amount is zero`;
  else if (currency === null)
    error = `Line ${line}: currency ${currencyCode ?? '(none)'} is not kept by the app`;
  return { line, date, name, description, amount, currency, bankId, account, error };
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
    // '-' (or '-}' closing block 4, a trailer block may follow) ends a statement.
    if (line.trim() === '-' || line.startsWith('-}')) {
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
