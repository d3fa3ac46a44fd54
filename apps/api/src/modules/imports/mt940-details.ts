import { trimmedOf } from './file-text.ts';

/**
 * The words of an MT940 :86: field: the counterparty (the payee), the title and the bank's other
 * text, from each of the shapes banks write it in (docs/decisions.md, 'Import').
 */

/** SWIFT writes a field's text in lines of at most 65 characters. */
const LINE_WIDTH = 65;
/** German and Polish structured :86: subfields (?20, ~32...) hold at most 27 characters each. */
const SUBFIELD_WIDTH = 27;

export interface Details {
  payee: string | null;
  title: string | null;
  /** The bank's other words: booking text, references, marked parts that are neither. */
  rest: string[];
}

/**
 * Parts of a text cut to a width, joined back: a part of the full width was cut by the width, so
 * it runs on into the next; any other ended where its writer chose, at a word.
 */
function rejoin(parts: string[], width: number): string {
  let text = '';
  for (const [index, part] of parts.entries()) {
    text += part;
    // A longer part is no cut one: its writer kept no width.
    if (index < parts.length - 1 && part.length !== width) text += ' ';
  }
  return text.replace(/\s+/g, ' ').trim();
}

const orNull = (text: string | undefined) => {
  const trimmed = text === undefined ? '' : trimmedOf(text, ';,');
  return trimmed === '' ? null : trimmed;
};

/**
 * Markers inside the text: Polish banks' 'OD:' (from), 'DO:' (to), 'TYT.:' (title), German SEPA
 * 'SVWZ+' (the title) and its references ('EREF+', 'MREF+', 'CRED+'...).
 */
const MARK =
  /(?<=^|[\s;,/])(OD|NADAWCA|ZLECENIODAWCA|DO|ODBIORCA|TYT\.?|TYTUŁ(?:EM)?|TYTUL(?:EM)?|ADRES|LOKALIZACJA|MIASTO|KRAJ|DATA(?:\s+(?:WYKONANIA|TRANSAKCJI|OPERACJI))?|NUMER\s+KARTY|KARTA|ORYGINALNA\s+KWOTA|REFERENCJE|REF\.?|ID)\s*:\s*|(?<=^|[\s;,/])(SVWZ|EREF|KREF|MREF|CRED|DEBT|ABWA|ABWE|IBAN|BIC)\+/giu;

type Role = 'from' | 'to' | 'title' | 'place';

/** What a marker's value is; null: other words of the bank (dates, card, references). */
function roleOf(mark: string): Role | null {
  const word = mark.toUpperCase().replace(/[^A-ZŁ]/g, '');
  if (['OD', 'NADAWCA', 'ZLECENIODAWCA'].includes(word)) return 'from';
  if (['DO', 'ODBIORCA'].includes(word)) return 'to';
  if (word.startsWith('TYT') || word === 'SVWZ') return 'title';
  // PKO BP's card payments: 'Lokalizacja: Adres: LIDL GRÓJECKA Miasto: WARSZAWA'.
  if (word === 'ADRES') return 'place';
  return null;
}

/** The text's marked parts; null when it has no payee or title marker. */
function marked(text: string, out: boolean): Details | null {
  const marks = [...text.matchAll(MARK)];
  const found: Partial<Record<Role, string>> = {};
  const rest = text
    .slice(0, marks[0]?.index ?? text.length)
    .split(';')
    .flatMap((part) => orNull(part) ?? []);
  marks.forEach((mark, index) => {
    const start = (mark.index ?? 0) + mark[0].length;
    let value = text.slice(start, marks[index + 1]?.index ?? text.length);
    const role = roleOf(mark[1] ?? mark[2] ?? '');
    if (mark[1] !== undefined) {
      // A Polish marker's value ends at a ';' ('OD: JAN KOWALSKI; ID 123').
      const [own = '', ...after] = value.split(';');
      // Not pushed as arguments: a hostile text's thousands of parts overflow the call's stack.
      for (const part of after) {
        const tidy = orNull(part);
        if (tidy !== null) rest.push(tidy);
      }
      value = own;
    }
    const tidy = orNull(value);
    if (tidy === null) return;
    if (role === null || found[role] !== undefined) {
      rest.push(`${mark[0].trim()}${mark[2] === undefined ? ' ' : ''}${tidy}`);
    } else found[role] = tidy;
  });
  if (Object.keys(found).length === 0) return null;
  // The counterparty: whom the money went to, or came from; else where a card paid.
  const party = out ? (found.to ?? found.from) : (found.from ?? found.to);
  if (party !== undefined && found.place !== undefined) rest.push(`Adres: ${found.place}`);
  const payee = party ?? found.place ?? null;
  return { payee, title: found.title ?? null, rest };
}

/** Free text: its markers when it has some, else all of it the title. */
function freeText(text: string, out: boolean): Details {
  const found = marked(text, out);
  if (found) return found;
  return { payee: null, title: orNull(text), rest: [] };
}

/**
 * German (and Polish) structured :86:, 'GVC?00booking?20text...?32name?33name': its lines are
 * joined with nothing first, as a line may break inside a subfield marker ('?3' / '2Name').
 */
function structured(body: string, separator: string, out: boolean): Details {
  const pieces = body.split(new RegExp(`\\${separator}(\\d\\d)`));
  const fields = new Map<number, string[]>();
  for (let index = 1; index + 1 < pieces.length; index += 2) {
    const key = Number(pieces[index]);
    fields.set(key, [...(fields.get(key) ?? []), pieces[index + 1] ?? '']);
  }
  const joined = (keys: number[]) =>
    orNull(
      rejoin(
        keys.flatMap((key) => fields.get(key) ?? []),
        SUBFIELD_WIDTH,
      ),
    );
  const remittance = joined([20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 60, 61, 62, 63]);
  const counterparty = joined([32, 33]);
  const booking = joined([0]);
  const words = remittance === null ? null : freeText(remittance, out);
  return {
    payee: counterparty ?? words?.payee ?? null,
    title: words?.title ?? null,
    rest: [...(words?.rest ?? []), ...(booking === null ? [] : [booking])],
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
    const tidy = trimmedOf(value, '/').replace(/\s+/g, ' ');
    if (tidy && !values.has(mark[1] ?? '')) values.set(mark[1] ?? '', tidy);
  });
  // Rabobank's counterparty: /CNTP/account/BIC/name/town/.
  const party = values.get('NAME') ?? values.get('CNTP')?.split('/')[2]?.trim() ?? null;
  return {
    payee: orNull(party ?? undefined),
    title: values.get('REMI') ?? values.get('USTD') ?? null,
    rest: [],
  };
}

/** A space put where a line ended just before a key ('/NAME/ACME/' + 'REMI/...'). */
const SPLIT_KEY = new RegExp(`(?<=/) (?=(?:${KEYS})/)`, 'g');

/**
 * The words of an :86: field (its lines after the tag), in whichever of its shapes it comes; `out`:
 * the money left the account, so a 'DO:' (to) names the payee before an 'OD:' (from).
 */
export function detailsOf(lines: string[], out: boolean): Details {
  const tight = lines.join('');
  const german = /^\s*\d{3}([?~])\d\d/.exec(tight);
  if (german) return structured(tight, german[1] ?? '?', out);
  const text = rejoin(lines, LINE_WIDTH);
  if (/^\/[A-Z]+\//.test(text) && /\/(?:NAME|REMI|USTD|CNTP)\//.test(text)) {
    return keyed(text.replace(SPLIT_KEY, ''));
  }
  // mBank's free text: '911 TRANSAKCJA COLLECT; ID IPH...; OD: ...; TYT.: ...'.
  return freeText(text, out);
}
