/*
 * Masked card numbers and references in a bank's text, found in one pass (docs/decisions.md,
 * 'Import'). As one pattern each, a run such as '1234' + 'X' repeated, or 'ID-ID-ID...', was read
 * again from each place it could start or split, so a hostile file kept the server busy for
 * minutes; here each run is read once and the number's shape checked in code.
 */

const isDigit = (char: string | undefined) => char !== undefined && char >= '0' && char <= '9';
const isMask = (char: string | undefined) => char === 'X' || char === 'x' || char === '*';
/** A word character as `\b` reads one in a pattern with the i and u flags. */
const isWord = (char: string | undefined) => char !== undefined && /\w/iu.test(char);

/** A run of digits, X and * that begins as a masked card number does. */
const MASKED_RUN = /\b\d{4,6}[X*][\dX*]*/giu;

/**
 * Where a masked card number lies in a run of digits, X and *: what the pattern
 * `\b\d{4,6}[X*]{2,}[\dX*]*\d{2,4}\b` matches first in it, its leftmost start and farthest end.
 * `boundaryAfter`: the run's end is a word boundary.
 */
function maskedIn(run: string, boundaryAfter: boolean): { start: number; end: number } | null {
  // The farthest end: two digits, then a word boundary (a '*', or the run's end before no word).
  let end = -1;
  for (let at = run.length; at >= 2 && end === -1; at -= 1) {
    const boundary = at === run.length ? boundaryAfter : run[at] === '*';
    if (boundary && isDigit(run[at - 1]) && isDigit(run[at - 2])) end = at;
  }
  if (end === -1) return null;
  // The leftmost start: a word boundary (the run's start, or after a '*'), 4-6 digits, two masks.
  for (let start = 0; start < run.length; start += 1) {
    if (start > 0 && (run[start - 1] !== '*' || !isDigit(run[start]))) continue;
    let digits = 0;
    while (isDigit(run[start + digits])) digits += 1;
    const masked = isMask(run[start + digits]) && isMask(run[start + digits + 1]);
    // A later start would need an end farther still.
    if (digits >= 4 && digits <= 6 && masked)
      return end >= start + digits + 4 ? { start, end } : null;
  }
  return null;
}

/** Masked card numbers on their own: '424612******1234', '4871XXXXXXXX1234'. */
export function maskedCards(text: string, found: (piece: string) => void): string {
  return text.replace(MASKED_RUN, (run: string, offset: number) => {
    const number = maskedIn(run, !isWord(text[offset + run.length]));
    if (number === null) return run;
    found(run.slice(number.start, number.end));
    return `${run.slice(0, number.start)} ${run.slice(number.end)}`;
  });
}

/** REF, ID or NR and the word after it (taken whole), as `\b(?:REF|ID|NR)\b\.?\s*:?\s*`. */
const REFERENCE = /\b(?:REF|ID|NR)\b\.?(?:\s*:)?\s*(?=([\w/-]*))\1/giu;
/** A word that ends in REF, ID or NR of its own ('abc-ID'), which may begin a reference. */
const ENDS_IN_MARK = /(?:^|\W)(REF|ID|NR)$/iu;

/**
 * References: a word after REF, ID or NR that holds a digit ('REF: 2611/ABC', 'ID IPH1234').
 * A word without one is passed once, not read again from each REF, ID or NR inside it.
 */
export function references(text: string, found: (piece: string) => void): string {
  const pattern = new RegExp(REFERENCE);
  let kept = '';
  let copied = 0;
  for (let match = pattern.exec(text); match !== null; match = pattern.exec(text)) {
    const word = match[1] ?? '';
    if (/\d/.test(word)) {
      found(match[0]);
      kept += `${text.slice(copied, match.index)} `;
      copied = match.index + match[0].length;
    } else {
      // 'REF abc-ID 123': the ID ending the word begins the reference.
      const mark = ENDS_IN_MARK.exec(word.slice(-4))?.[1];
      if (mark !== undefined) pattern.lastIndex -= mark.length;
    }
  }
  return kept + text.slice(copied);
}
