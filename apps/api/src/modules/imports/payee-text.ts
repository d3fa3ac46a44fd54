import { fitted } from './file-text.ts';

/*
 * A row's readable payee and title, read from the words a bank file gives them
 * (docs/decisions.md, 'Import'): the name is the payee without card numbers, dates and
 * references, the description keeps the title and all the rest, so nothing of the file is lost.
 */

/** What is kept out of a name: it differs on every row of one payee. */
const NOISE = [
  // 'KARTA 4246XXXXXXXX1234', 'Karte Nr. 4871 78XX XXXX 1234', 'CARTE X4321', 'CB*1234'
  /\b(?:KART[AYE]|CARD|CARTE|CB)\b\.?\s*(?:NR|NO|N°)?\.?\s*:?\s*\*?(?:[\dX*]{4}(?: [\dX*]{4}){1,3}|[\dX*]{4,19})\b/giu,
  /\bCB\*\d{4}\b/giu,
  // Masked card numbers on their own: '424612******1234', '4871 78XX XXXX 1234', 'X4321'.
  /\b\d{4,6}[X*]{2,}[\dX*]*\d{2,4}\b/giu,
  /\b[\dX*]{4}(?: [\dX*]{4}){2,3}\b/giu,
  /\bX\d{4}\b/gu,
  // Dates and times: '2026-03-12T10:15:00', '12.03.2026', '12/03', '10:15'.
  /\b\d{4}-\d\d-\d\d(?:[T ]\d\d:\d\d(?::\d\d(?:\.\d+)?)?(?:Z|[+-]\d\d:?\d\d)?)?/gu,
  /\b\d\d[./]\d\d(?:[./]\d{2,4})?\b/gu,
  /\b\d\d:\d\d(?::\d\d)?\b/gu,
  // References: a word after REF/ID/NR, or any word holding five digits ('IPH12345678').
  /\b(?:REF|ID|NR)\b\.?\s*:?\s*[\w/-]*\d[\w/-]*/giu,
  /(?<![#\w/-])[\w/-]*\d{5}[\w/-]*/gu,
];

const tidy = (text: string) =>
  text
    .replace(/\s+/g, ' ')
    .replace(/^[\s;,./:-]+|[\s;,/:-]+$/g, '')
    .replace(/\s+([;,])/g, '$1')
    .replace(/([;,])(?:\s*[;,])+/g, '$1');

/** A name without the card numbers, dates and references in it; the parts taken out. */
export function withoutNoise(text: string): { clean: string; noise: string[] } {
  const noise: string[] = [];
  let clean = text;
  for (const pattern of NOISE) {
    clean = clean.replace(pattern, (found) => {
      if (found.trim() !== '') noise.push(found.trim());
      return ' ';
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
  const source = rawPayee ?? title ?? '';
  const { clean, noise } = withoutNoise(source);
  // A payee that is all noise (a card number alone) stays as written rather than vanish.
  const payee = rawPayee === null ? null : clean || rawPayee;
  const name = rawPayee === null ? clean || (title ?? '') : (payee ?? '');
  const parts: string[] = [];
  const add = (part: string | null) => {
    if (part !== null && part !== name && !parts.includes(part)) parts.push(part);
  };
  // When the title is the name, the description keeps it whole, noise included.
  add(title);
  if (rawPayee !== null && clean !== '') noise.forEach(add);
  other.map(blank).forEach(add);
  const fit = fitted(name, parts.length === 0 ? null : parts.join('; '));
  return { ...fit, payee, title };
}
