/**
 * XML elements found by scanning, not by patterns: `<Ntry>([\s\S]*?)</Ntry>` searches on to the
 * end of the text from every opening that is never closed, so a file of thousands of them took
 * minutes. Here the search stops once no closing tag is left after the current position.
 */

/** An element: where it starts and ends in the text, its content and where that starts. */
export interface XmlElement {
  index: number;
  end: number;
  body: string;
  bodyStart: number;
}

/** [\w.-], the characters of a namespace prefix. */
function isNameChar(code: number): boolean {
  return (
    (code >= 48 && code <= 57) ||
    (code >= 65 && code <= 90) ||
    (code >= 97 && code <= 122) ||
    code === 95 ||
    code === 46 ||
    code === 45
  );
}

/** The text at `at` is `word` (lowercase ASCII letters) in any case of ASCII letters. */
function isWordAt(text: string, at: number, word: string): boolean {
  if (at + word.length > text.length) return false;
  for (let k = 0; k < word.length; k += 1) {
    const code = text.charCodeAt(at + k);
    const wanted = word.charCodeAt(k);
    if (code !== wanted && !(code >= 65 && code <= 90 && code + 32 === wanted)) return false;
  }
  return true;
}

/** Where the name (an optional `prefix:` and `word`) starting at `at` ends, either way; -1: none. */
function nameEnds(text: string, at: number, word: string): number[] {
  const ends: number[] = [];
  let run = at;
  while (run < text.length && isNameChar(text.charCodeAt(run))) run += 1;
  if (run > at && text[run] === ':' && isWordAt(text, run + 1, word)) {
    ends.push(run + 1 + word.length);
  }
  if (isWordAt(text, at, word)) ends.push(at + word.length);
  return ends;
}

/** Where the element's first closing tag at or after `from` starts and ends; null: none. */
function closingAfter(text: string, from: number, word: string) {
  for (let at = text.indexOf('</', from); at !== -1; at = text.indexOf('</', at + 1)) {
    const end = nameEnds(text, at + 2, word).find((name) => text[name] === '>');
    if (end !== undefined) return { start: at, end: end + 1 };
  }
  return null;
}

/**
 * The elements named `tag` (any namespace prefix, any case) in the text, at most `limit`, as
 * `<P tag(?:\s[^>]*)?>([\s\S]*?)</P tag>` with P `(?:[\w.-]+:)?` finds them.
 */
export function elementsIn(text: string, tag: string, limit = Infinity): XmlElement[] {
  const word = tag.toLowerCase();
  const found: XmlElement[] = [];
  // The first '>' at or after a position, kept: openings of many attributes and no '>' each
  // looked for it to the end of the text.
  let greater = -2;
  const greaterFrom = (at: number) => {
    if (greater !== -1 && greater < at) greater = text.indexOf('>', at);
    return greater;
  };
  let at = text.indexOf('<');
  while (at !== -1 && found.length < limit) {
    let open = -1;
    for (const name of nameEnds(text, at + 1, word)) {
      if (text[name] === '>') open = name + 1;
      else if (/\s/.test(text[name] ?? '') && greaterFrom(name) !== -1) open = greater + 1;
      if (open !== -1) break;
    }
    if (open === -1) {
      at = text.indexOf('<', at + 1);
      continue;
    }
    // Every later opening ends at or after this one's '>': none of them is closed either.
    const close = closingAfter(text, open, word);
    if (!close) break;
    found.push({ index: at, end: close.end, body: text.slice(open, close.start), bodyStart: open });
    at = text.indexOf('<', close.end);
  }
  return found;
}

/** The text with each tag (`<[^>]+>`) replaced by a space, in one pass. */
export function withoutTags(text: string): string {
  let result = '';
  let copied = 0;
  for (let at = text.indexOf('<'); at !== -1; at = text.indexOf('<', at + 1)) {
    const end = text.indexOf('>', at + 1);
    // No '>' after this '<': none after any later one either.
    if (end === -1) break;
    if (end === at + 1) continue;
    result += `${text.slice(copied, at)} `;
    copied = end + 1;
    at = end;
  }
  return result + text.slice(copied);
}
