import { DESCRIPTION_MAX, NAME_MAX, fitted, trimmedOf } from './file-text.ts';
import { maskedCards, references } from './payee-noise.ts';

/*
 * A row's readable payee and title, read from the words a bank file gives them
 * (docs/decisions.md, 'Import'): the name is the payee without card numbers, dates and
 * references, the description keeps the title and all the rest, so nothing of the file is lost.
 */

/** Takes the noise out of a text, telling each piece taken out; spaces stand where it was. */
type Remover = (text: string, found: (piece: string) => void) => string;

const removing =
  (pattern: RegExp): Remover =>
  (text, found) =>
    text.replace(pattern, (piece) => {
      found(piece);
      return ' ';
    });

/**
 * What is kept out of a name: it differs on every row of one payee. No two parts of a pattern
 * take the same characters, or a long run of them (a hostile file's) is tried split every way.
 */
const NOISE: Remover[] = [
  // 'KARTA 4246XXXXXXXX1234', 'Karte Nr. 4871 78XX XXXX 1234', 'CARTE X4321', 'CB*1234'
  /\b(?:KART[AYE]|CARD|CARTE|CB)\b\.?(?:\s*(?:NR|NO|N°)\.?|(?:\s*\.)?)(?:\s*:)?\s*\*?(?:[\dX*]{4}(?: [\dX*]{4}){1,3}|[\dX*]{4,19})\b/giu,
  /\bCB\*\d{4}\b/giu,
  // Masked card numbers on their own: '424612******1234', '4871 78XX XXXX 1234', 'X4321'.
  maskedCards,
  /\b[\dX*]{4}(?: [\dX*]{4}){2,3}\b/giu,
  /\bX\d{4}\b/gu,
  // Dates and times: '2026-03-12T10:15:00', '12.03.2026', '12/03', '10:15'.
  /\b\d{4}-\d\d-\d\d(?:[T ]\d\d:\d\d(?::\d\d(?:\.\d+)?)?(?:Z|[+-]\d\d:?\d\d)?)?/gu,
  /\b\d\d[./]\d\d(?:[./]\d{2,4})?\b/gu,
  /\b\d\d:\d\d(?::\d\d)?\b/gu,
  // References: a word after REF/ID/NR, or any word holding five digits ('IPH12345678').
  references,
  /(?<![#\w/-])[\w/-]*\d{5}[\w/-]*/gu,
].map((remover) => (remover instanceof RegExp ? removing(remover) : remover));

const tidy = (text: string) =>
  trimmedOf(text.replace(/\s+/g, ' '), ';,./:-', ';,/:-')
    .replace(/\s+([;,])/g, '$1')
    .replace(/([;,])(?:\s*[;,])+/g, '$1');

/** A name without the card numbers, dates and references in it; the parts taken out. */
export function withoutNoise(text: string): { clean: string; noise: string[] } {
  const noise: string[] = [];
  let clean = text;
  for (const remove of NOISE) {
    clean = remove(clean, (found) => {
      if (found.trim() !== '') noise.push(found.trim());
    });
  }
  return { clean: tidy(clean), noise };
}

export interface RowWords {
  name: string;
  description: string | null;
  payee: string | null;
  title: string | null;
}

const blank = (text: string | null | undefined) => {
  const trimmed = text?.replace(/\s+/g, ' ').trim() ?? '';
  return trimmed === '' ? null : trimmed;
};

/**
 * The part of a payee (or title) its name is read from: a name keeps NAME_MAX characters and the
 * description DESCRIPTION_MAX, so no bank's field is cut, and the cleanup reads a bounded text
 * whatever a file holds (docs/decisions.md, 'Import').
 */
function readable(text: string): string {
  const max = NAME_MAX + DESCRIPTION_MAX;
  return text.length > max ? text.slice(0, max).replace(/[\uD800-\uDBFF]$/, '') : text;
}

/**
 * The row's name (the payee, else the title, without its noise) and description (the title, then
 * the noise taken out of the name and the bank's other words), within the app's limits.
 */
export function rowWords(
  payeeText: string | null | undefined,
  titleText: string | null | undefined,
  other: (string | null | undefined)[] = [],
): RowWords {
  const rawPayee = blank(payeeText);
  const title = blank(titleText);
  const { clean, noise } = withoutNoise(readable(rawPayee ?? title ?? ''));
  // A payee that is all noise (a card number alone) stays as written rather than vanish.
  const payee = rawPayee === null ? null : clean || rawPayee;
  const name = rawPayee === null ? clean || (title ?? '') : (payee ?? '');
  const parts = new Set<string>();
  let length = -2;
  const add = (part: string | null) => {
    // Past the description's limit (and the name's length) more parts change nothing kept.
    if (length > Math.max(DESCRIPTION_MAX, name.length)) return;
    if (part === null || part === name || parts.has(part)) return;
    parts.add(part);
    length += part.length + 2;
  };
  // When the title is the name, the description keeps it whole, noise included.
  add(title);
  if (rawPayee !== null && clean !== '') noise.forEach(add);
  other.forEach((part) => add(blank(part)));
  const fit = fitted(name, parts.size === 0 ? null : [...parts].join('; '));
  return { ...fit, payee, title };
}
