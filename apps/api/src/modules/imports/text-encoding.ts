/**
 * The text of an uploaded bank file from its raw bytes. Banks export as UTF-8, UTF-16 (Excel's
 * "Unicode text") or an 8-bit code page: windows-1250 or ISO-8859-2 in Poland, windows-1252 in
 * Western Europe. Reading one as another turns 'Żabka' into '¯abka', so the encoding is chosen
 * from the bytes by the rules of `decodeBytes`, in order, and the same bytes always get the same.
 */
export const TEXT_ENCODINGS = [
  'utf-8',
  'utf-16le',
  'utf-16be',
  'windows-1250',
  'windows-1252',
  'iso-8859-2',
] as const;
export type TextEncoding = (typeof TEXT_ENCODINGS)[number];

const BOMS: [TextEncoding, number[]][] = [
  ['utf-8', [0xef, 0xbb, 0xbf]],
  ['utf-16le', [0xff, 0xfe]],
  ['utf-16be', [0xfe, 0xff]],
];
/** UTF-16 without a BOM shows in its NULs at once: a few KB are plenty. */
const NUL_SAMPLE = 4096;
/** Scoring looks at this many non-ASCII bytes at most, so a 50 MB file costs one scan. */
const SCORE_SAMPLE = 65_536;
/**
 * Letters of the languages a bank file is likely in, Polish first. A reading is credited with its
 * best single language, so coherent text beats a mix: Polish 'ę ć ń' read as windows-1252 is
 * 'ê æ ñ', letters of three languages. Left out on purpose: œ Ÿ š Ľ æ (what Polish letters of
 * one page look like in another far more often than real text) and ü outside German.
 */
const LANGUAGES = [
  'ąćęłńóśźżĄĆĘŁŃÓŚŹŻ',
  'äöüßÄÖÜ',
  'àâçéèêëîïôùûÀÂÇÉÈÊËÎÏÔÙÛ',
  'áéíóúñÁÉÍÓÚÑ',
  'áàâãçéêíóôõúÁÀÂÃÇÉÊÍÓÔÕÚ',
  'àèéìíòóùúÀÈÉÌÍÒÓÙÚ',
].map((letters) => new Set(letters));
const LETTER = /^\p{L}$/u;
/**
 * windows-1252's 0x80–0x9F by the WHATWG index (its five unassigned bytes stay C1 controls).
 * Node since 20.18.3 and 22.13 decodes 'windows-1252' as Latin-1, leaving these as C1 controls
 * (nodejs/node#60888), so they are mapped here; where Node is right this changes nothing.
 */
const CP1252_80_9F = '€\x81‚ƒ„…†‡ˆ‰Š‹Œ\x8dŽ\x8f\x90‘’“”•–—˜™š›œ\x9džŸ';

/**
 * The 8-bit code pages by byte: the character, whether it is a letter, and the languages it is a
 * letter of. On a full tie the first wins (see `likeliestCodePage`).
 */
const EVERY_BYTE = Uint8Array.from({ length: 256 }, (_, byte) => byte);
const CODE_PAGES = (['windows-1252', 'windows-1250', 'iso-8859-2'] as const).map((encoding) => {
  const chars = [...decode(EVERY_BYTE, encoding)];
  const languages = chars.map((char) => LANGUAGES.flatMap((set, l) => (set.has(char) ? [l] : [])));
  return { encoding, chars, letter: chars.map((char) => LETTER.test(char)), languages };
});

/**
 * The text of a file and the encoding it was read in:
 * 1. a BOM decides (and is not part of the text);
 * 2. UTF-16 without a BOM is told by its NULs: Latin-script text has a zero high byte in most
 *    code units, at odd offsets in little-endian, even in big-endian; 8-bit text has none;
 * 3. bytes that are valid UTF-8 are UTF-8 (pure ASCII included): other encodings almost never
 *    form valid multi-byte sequences by chance;
 * 4. bytes that are mostly valid UTF-8 are UTF-8 too, the few bad bytes read as U+FFFD: a file
 *    of 'Żabka Łódź' rows with one stray Latin-1 'é' is a UTF-8 file (`mostlyUtf8`);
 * 5. otherwise the code page whose reading looks most like real text (`likeliestCodePage`).
 */
export function decodeBytes(bytes: Uint8Array): { text: string; encoding: TextEncoding } {
  for (const [encoding, bom] of BOMS) {
    if (bytes.length >= bom.length && bom.every((byte, i) => bytes[i] === byte)) {
      return { text: decode(bytes.subarray(bom.length), encoding), encoding };
    }
  }
  const utf16 = utf16ByNuls(bytes.subarray(0, NUL_SAMPLE));
  if (utf16) return { text: decode(bytes, utf16), encoding: utf16 };
  try {
    const text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes);
    return { text, encoding: 'utf-8' };
  } catch {
    // Not all UTF-8: mostly, or one of the code pages.
  }
  if (mostlyUtf8(bytes)) {
    return { text: new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes), encoding: 'utf-8' };
  }
  const encoding = likeliestCodePage(bytes);
  return { text: decode(bytes, encoding), encoding };
}

function decode(bytes: Uint8Array, encoding: TextEncoding): string {
  const text = new TextDecoder(encoding, { ignoreBOM: true }).decode(bytes);
  if (encoding !== 'windows-1252') return text;
  return text.replace(/[\x80-\x9f]/g, (char) => CP1252_80_9F[char.charCodeAt(0) - 0x80] as string);
}

/**
 * Whether the first non-ASCII bytes are mostly whole UTF-8 sequences: at least 4 well-formed
 * multi-byte sequences for each byte that starts none. Text in a code page almost never forms
 * one (a lead byte 0xC2-0xF4 must be followed by the right number of 0x80-0xBF bytes: Polish
 * 'ęś' in windows-1250 is 0xEA 0x9C and then a letter), so it comes out far below that.
 */
function mostlyUtf8(bytes: Uint8Array): boolean {
  let valid = 0;
  let invalid = 0;
  for (let i = 0; i < bytes.length && valid + invalid < SCORE_SAMPLE;) {
    const lead = bytes[i] as number;
    if (lead < 0x80) {
      i += 1;
      continue;
    }
    const length = lead >= 0xc2 && lead <= 0xdf ? 2 : lead >= 0xe0 && lead <= 0xef ? 3 : 4;
    // The second byte's range excludes overlong forms and surrogates (RFC 3629).
    const low = lead === 0xe0 ? 0xa0 : lead === 0xf0 ? 0x90 : 0x80;
    const high = lead === 0xed ? 0x9f : lead === 0xf4 ? 0x8f : 0xbf;
    let whole = (lead >= 0xc2 && lead <= 0xf4) as boolean;
    for (let k = 1; whole && k < length; k += 1) {
      const byte = bytes[i + k];
      whole =
        byte !== undefined && byte >= (k === 1 ? low : 0x80) && byte <= (k === 1 ? high : 0xbf);
    }
    if (whole) {
      valid += 1;
      i += length;
    } else {
      invalid += 1;
      i += 1;
    }
  }
  return valid > 0 && valid >= invalid * 4;
}

/** 'utf-16le' or 'utf-16be' when a quarter of the code units have a NUL on one side only. */
function utf16ByNuls(sample: Uint8Array): 'utf-16le' | 'utf-16be' | null {
  const units = sample.length >> 1;
  let even = 0;
  let odd = 0;
  for (let i = 0; i < units * 2; i += 2) {
    if (sample[i] === 0) even++;
    if (sample[i + 1] === 0) odd++;
  }
  if (units === 0) return null;
  if (odd >= units / 4 && even <= odd / 8) return 'utf-16le';
  if (even >= units / 4 && odd <= even / 8) return 'utf-16be';
  return null;
}

/**
 * The code page whose reading of the first non-ASCII bytes (ASCII reads the same in all) looks
 * most like text. A C1 control (U+0080–U+009F) never occurs in real text, so the page with the
 * fewest wins outright: ISO-8859-2 has one for every byte 0x80–0x9F, which windows-1250 uses for
 * ś, ź, Ś, Ź and windows-1252 for €, ’, –. Among the rest the score is the letters of the best
 * language, less 1 for each other letter (š, Ľ, œ), less 2 for each symbol of U+00A1–U+02FF next
 * to a letter (¹ ³ ¿ ± ¶ ¼ ¥ ¦ ˇ: a Polish letter in the wrong page, as in 'Op³ata', 'pr¹d').
 * Equal scores go to the reading with more Polish letters (this is a Polish app, and 'Gdańsk' in
 * windows-1250 is 'Gdañsk' in windows-1252, as good a letter), then to windows-1252: German
 * umlauts and ß read the same in all three pages, so a German file's text is the same anyway.
 */
function likeliestCodePage(bytes: Uint8Array): TextEncoding {
  const sample: number[] = [];
  for (let i = 0; i < bytes.length && sample.length < SCORE_SAMPLE; i++) {
    if ((bytes[i] as number) >= 0x80) sample.push(i);
  }
  let best = { encoding: 'windows-1252' as TextEncoding, rank: [-Infinity, -Infinity, -Infinity] };
  for (const { encoding, chars, letter, languages } of CODE_PAGES) {
    const letterAt = (i: number) => i >= 0 && i < bytes.length && letter[bytes[i] as number];
    const tallies = LANGUAGES.map(() => 0);
    let controls = 0;
    let penalty = 0;
    for (const i of sample) {
      const byte = bytes[i] as number;
      const char = chars[byte] as string;
      const code = char.charCodeAt(0);
      if ((code >= 0x80 && code <= 0x9f) || code === 0xfffd) controls++;
      else if (letter[byte]) {
        const those = languages[byte] as number[];
        for (const l of those) tallies[l] = (tallies[l] as number) + 1;
        if (those.length === 0) penalty += 1;
      } else if (code >= 0xa1 && code <= 0x2ff && (letterAt(i - 1) || letterAt(i + 1))) {
        penalty += 2;
      }
    }
    // Compared in order: fewer C1 controls, higher score, more Polish letters.
    const rank = [-controls, Math.max(...tallies) - penalty, tallies[0] as number];
    const first = rank.findIndex((value, k) => value !== best.rank[k]);
    if (first !== -1 && (rank[first] as number) > (best.rank[first] as number)) {
      best = { encoding, rank };
    }
  }
  return best.encoding;
}
