import {
  BANK_IDENTIFIER_MAX,
  Currency,
  normalizeBankIdentifier,
  type CurrencyCode,
} from '@budget/contract';
import { createHash } from 'node:crypto';
import type { Placement } from './app-exports/app-accounts.ts';
import type { AppFields } from './app-exports/app-row.ts';
import type { RowPeople } from './app-exports/row-people.ts';

/** One transaction read from a bank file, or the reason it could not be read. */
export interface ParsedRow {
  /** The line of the file where it starts (1-based), named in errors and previews. */
  line: number;
  /** yyyy-MM-dd */
  date: string | null;
  /** The readable payee, else the title (docs/decisions.md, 'Import'). */
  name: string;
  /** The title and the bank's other words (card numbers, dates, references). */
  description: string | null;
  /** The counterparty as the file names it, without card numbers, dates and references. */
  payee: string | null;
  /** What the payment is for, as the file writes it. */
  title: string | null;
  /** Signed minor units: negative money leaves the account. */
  amount: number | null;
  currency: number | null;
  /** The bank's own id of the transaction, when the file has one. */
  bankId: string | null;
  /** A category the file names for the row (QIF's L field, a CSV column), as written. */
  category?: string | null;
  /** The file's identifier of the account the row's statement is for (normalised), if it names one. */
  account?: string | null;
  /** What another app's export says of the row beyond a bank file, and where it goes (app-exports/). */
  app?: AppFields;
  placement?: Placement;
  /** Splitwise and Spliit: who paid and each person's share, by the file's names. */
  people?: RowPeople | null;
  /** The bank has not booked it yet (a pending entry): left out, counted apart from unreadable rows. */
  notBooked?: boolean;
  error: string | null;
}

/** A statement of a bank file: its account and the bank's closing balance (docs/decisions.md, 'Money accounts'). */
export interface ParsedStatement {
  /** Normalised as a money account's bank identifier; null: the file names no account. */
  identifier: string | null;
  currency: number | null;
  /** Signed minor units, in `currency`; null: the file gives none (or it cannot be read). */
  closingBalance: number | null;
  /** yyyy-MM-dd */
  closingDate: string | null;
}

/** A file's account identifier as a money account's bank identifier is kept; null when blank. */
export function accountIdentifier(text: string | null | undefined): string | null {
  if (!text) return null;
  const identifier = normalizeBankIdentifier(plainText(text));
  return identifier === '' ? null : identifier.slice(0, BANK_IDENTIFIER_MAX);
}

export const NAME_MAX = 100;
/**
 * The longest bank id kept as written. PostgreSQL's index of bank ids (transactions_group_bank_id)
 * takes at most about 2,700 bytes a row; no bank's id comes near 255 characters (OFX allows 255).
 */
export const BANK_ID_MAX = 255;
export const DESCRIPTION_MAX = 500;
export const MAX_AMOUNT_MINOR = 99_999_999_999;

/**
 * The 1-based line of an offset in the text. The line breaks are found once per text and each
 * offset looked up by halving (a 100,000-row file counted from its start for every row took
 * most of a minute).
 */
export function lineFinder(text: string): (offset: number) => number {
  const breaks: number[] = [];
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) breaks.push(i);
  return (offset) => {
    let low = 0;
    let high = breaks.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((breaks[middle] as number) < offset) low = middle + 1;
      else high = middle;
    }
    return low + 1;
  };
}

/**
 * A decimal written by a bank ('-1234.56', '1234,5', '+12') as exact minor units, or null. Done
 * on the digits, not through a float, so no amount is ever rounded.
 */
export function minorUnitsOf(text: string): number | null {
  const match = /^([+-]?)(\d{1,12})(?:[.,](\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  const [, sign, whole, fraction = ''] = match;
  const minor = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  if (minor > MAX_AMOUNT_MINOR) return null;
  return sign === '-' ? -minor : minor;
}

/** A calendar date from 'yyyyMMdd...' or 'yyyy-MM-dd...', or null when it is no real date. */
export function dateOf(text: string): string | null {
  const match = /^(\d{4})-?(\d{2})-?(\d{2})/.exec(text.trim());
  if (!match) return null;
  const [, year, month, day] = match;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  const iso = `${year}-${month}-${day}`;
  return date.toISOString().slice(0, 10) === iso ? iso : null;
}

/** A currency's wire number from its ISO code, or null for one the app does not keep. */
export function currencyOf(code: string): number | null {
  const value = (Currency as Record<string, number>)[code.trim().toUpperCase() as CurrencyCode];
  return value ?? null;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/**
 * The text with each CDATA section replaced by its content. A scan, not a pattern: the pattern
 * searched on to the end of the text from every `<![CDATA[` never closed, so a text of thousands
 * of them took minutes; once no `]]>` is left, no later section is closed either.
 */
function withoutCdata(text: string): string {
  let result = '';
  let copied = 0;
  for (let at = text.indexOf('<![CDATA['); at !== -1; at = text.indexOf('<![CDATA[', copied)) {
    const end = text.indexOf(']]>', at + 9);
    if (end === -1) break;
    result += text.slice(copied, at) + text.slice(at + 9, end);
    copied = end + 3;
  }
  return result + text.slice(copied);
}

/** Text of XML or SGML with its entities resolved and its spaces tidied. */
export function plainText(text: string): string {
  return withoutCdata(text)
    .replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (whole, name: string) => {
      if (name[0] === '#') {
        const code =
          name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
        // '&#0;' would put a NUL in the text (PostgreSQL refuses it) and '&#99999999;' is no
        // character at all (fromCodePoint throws): both stay as written.
        return Number.isInteger(code) && code > 0 && code <= 0x10ffff
          ? String.fromCodePoint(code)
          : whole;
      }
      return ENTITIES[name.toLowerCase()] ?? whole;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

/** A row's name and description within the app's limits (longer text is cut, not refused). */
export function fitted(name: string, description: string | null) {
  // Cut between characters, never inside a surrogate pair (an emoji).
  const cut = (text: string, max: number) =>
    text.length > max ? `${text.slice(0, max - 1).replace(/[\uD800-\uDBFF]$/, '')}…` : text;
  return {
    name: cut(name || description || 'Bank transaction', NAME_MAX),
    description: description && description !== name ? cut(description, DESCRIPTION_MAX) : null,
  };
}

/**
 * A bank id within BANK_ID_MAX: a longer one (a wrongly mapped column, a hostile file) keeps its
 * start and gets a hash of the whole in place of the rest, so two different long ids stay
 * different and the same one is found present on the next import.
 */
export function fittedBankId(id: string | null): string | null {
  if (id === null || id.length <= BANK_ID_MAX) return id;
  const hash = createHash('sha256').update(id).digest('hex');
  // Not half a surrogate pair at the cut.
  const start = id.slice(0, BANK_ID_MAX - hash.length - 1).replace(/[\uD800-\uDBFF]$/, '');
  return `${start}#${hash}`;
}

/**
 * The text without whitespace and the given marks at its start and its end. A loop, not a
 * pattern: `/[\s;,]+$/` tries each character of a long run of marks and reads on to the run's
 * end from each, so a bank text of many marks before a last word took minutes.
 */
export function trimmedOf(text: string, marks: string, endMarks = marks): string {
  const trimmed = (char: string, set: string) => set.includes(char) || /\s/.test(char);
  let start = 0;
  let end = text.length;
  while (start < end && trimmed(text[start] as string, marks)) start += 1;
  while (end > start && trimmed(text[end - 1] as string, endMarks)) end -= 1;
  return text.slice(start, end);
}
