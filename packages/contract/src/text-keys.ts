/**
 * How names are stored, compared and searched (docs/decisions.md, 'Names and search'): in every
 * language the app's users write in, 'Żabka', 'żabka' and 'ZABKA' are one shop, and a name with
 * an invisible character in it is the same name as without.
 */

/** Letters that Unicode does not decompose into a base letter and a mark. */
const PLAIN_LETTERS: Readonly<Record<string, string>> = {
  ł: 'l',
  ø: 'o',
  đ: 'd',
  ð: 'd',
  ħ: 'h',
  ı: 'i',
  ŧ: 't',
  þ: 'th',
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
};
const PLAIN_LETTER = new RegExp(`[${Object.keys(PLAIN_LETTERS).join('')}]`, 'gu');

/**
 * Punctuation typed one way on a phone or pasted from a bank and another on a keyboard: every
 * dash (and the minus sign) is a hyphen, every single quote an apostrophe, every double quote a
 * straight one, so 'wien-salzburg' finds 'Wien–Salzburg' and "mcdonald's" finds 'McDonald’s'.
 */
const DASH = /[\p{Pd}\u2212]/gu;
const SINGLE_QUOTE = /[\u2018\u2019\u201A\u201B\u2032\u02BC]/gu;
const DOUBLE_QUOTE = /[\u201C\u201D\u201E\u201F\u00AB\u00BB]/gu;

/** A zero-width joiner right after a pictograph joins an emoji sequence (a family): it stays. */
const EMOJI_BEFORE = /\p{Extended_Pictographic}\uFE0F?$/u;

/**
 * The text in its composed form (NFC) without invisible format characters (zero-width spaces
 * and joiners, direction marks, soft hyphens, byte-order marks), but the joiners of emoji.
 */
export function cleanText(text: string): string {
  return text
    .normalize('NFC')
    .replace(/\p{Cf}/gu, (character, offset: number, whole: string) =>
      character === '\u200D' && EMOJI_BEFORE.test(whole.slice(0, offset)) ? character : '',
    );
}

/** What two names are compared by when duplicates are refused: clean, trimmed, lower case. */
export function nameKey(name: string): string {
  return cleanText(name).trim().toLowerCase();
}

/**
 * What a text search compares: lower case without accents or diacritics, one dash and one kind
 * of each quote, so 'zabka' and 'ŻABKA' find 'Żabka', 'obb' finds 'ÖBB' and 'strasse' finds
 * 'Straße'.
 */
export function searchKey(text: string): string {
  return cleanText(text)
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(PLAIN_LETTER, (letter) => PLAIN_LETTERS[letter] ?? letter)
    .replace(DASH, '-')
    .replace(SINGLE_QUOTE, "'")
    .replace(DOUBLE_QUOTE, '"');
}

/** German's umlauts, written as a German keyboard without them writes them ('Mueller'). */
const UMLAUT = /[äöüÄÖÜ]/u;
const UMLAUTS = /[äöüÄÖÜ]/gu;
const SPELLED: Readonly<Record<string, string>> = {
  ä: 'ae',
  ö: 'oe',
  ü: 'ue',
  Ä: 'Ae',
  Ö: 'Oe',
  Ü: 'Ue',
};

/**
 * What a transaction's text search reads: its name's key and its description's, a line apart;
 * then, for each that has an umlaut, its key with the umlauts spelled out, so 'mueller' and
 * 'oebb' find 'Müller' and 'ÖBB' as 'muller' and 'obb' do.
 */
export function transactionSearchText(name: string, description: string | null): string {
  const texts = [cleanText(name), cleanText(description ?? '')];
  const spelled = texts
    .filter((text) => UMLAUT.test(text))
    .map((text) => `\n${searchKey(text.replace(UMLAUTS, (letter) => SPELLED[letter] ?? letter))}`);
  return `${searchKey(texts[0] ?? '')}\n${searchKey(texts[1] ?? '')}${spelled.join('')}`;
}
