import { describe, expect, it } from 'vitest';
import { decodeBytes } from './text-encoding.ts';

// Bytes are made from tables written out here, not by TextDecoder, so a decoder that is wrong
// (Node's windows-1252 is Latin-1 in some versions) cannot hide behind a test made with it.
const POLISH_UPPER = { Ą: 0xa5, Ć: 0xc6, Ę: 0xca, Ł: 0xa3, Ń: 0xd1, Ó: 0xd3, Ż: 0xaf };
const CP1250: Record<string, number> = {
  ...{ ą: 0xb9, ć: 0xe6, ę: 0xea, ł: 0xb3, ń: 0xf1, ó: 0xf3, ś: 0x9c, ź: 0x9f, ż: 0xbf },
  ...{ ...POLISH_UPPER, Ś: 0x8c, Ź: 0x8f, á: 0xe1, í: 0xed, š: 0x9a, ü: 0xfc, Ľ: 0xbc },
};
const ISO_8859_2: Record<string, number> = {
  ...{ ą: 0xb1, ć: 0xe6, ę: 0xea, ł: 0xb3, ń: 0xf1, ó: 0xf3, ś: 0xb6, ź: 0xbc, ż: 0xbf },
  ...{ ...POLISH_UPPER, Ą: 0xa1, Ś: 0xa6, Ź: 0xac, á: 0xe1, í: 0xed, š: 0xb9, ü: 0xfc },
};
const CP1252: Record<string, number> = {
  ...{ ä: 0xe4, ö: 0xf6, ü: 0xfc, ß: 0xdf, Ä: 0xc4, Ö: 0xd6, Ü: 0xdc },
  ...{ é: 0xe9, è: 0xe8, ë: 0xeb, à: 0xe0, ç: 0xe7, ñ: 0xf1, ó: 0xf3, í: 0xed, á: 0xe1, û: 0xfb },
  ...{ '€': 0x80, '’': 0x92, '–': 0x96 },
};

function encode(text: string, table: Record<string, number>): Uint8Array {
  return Uint8Array.from(text, (char) => {
    const byte = char.charCodeAt(0) < 0x80 ? char.charCodeAt(0) : table[char];
    if (byte === undefined) throw new Error(`No byte for ${char} in the test's table`);
    return byte;
  });
}
/** UTF-16 code units as bytes, low byte first unless big-endian. */
const utf16 = (text: string, bigEndian: boolean) =>
  Uint8Array.from(
    Array.from({ length: text.length }, (_, i) => text.charCodeAt(i)).flatMap((unit) =>
      bigEndian ? [unit >> 8, unit & 0xff] : [unit & 0xff, unit >> 8],
    ),
  );
const withBom = (bom: number[], bytes: Uint8Array) => Uint8Array.from([...bom, ...bytes]);

const POLISH = 'Opłata za prąd, Żabka, Świętokrzyska, źródło';
const CSV = 'Data;Kwota;Opis\r\n2026-01-05;-12,50;Żabka';

describe('decodeBytes', () => {
  it('has the test tables right where it matters', () => {
    expect([...encode('ąśźĄŚŹ', CP1250)]).toEqual([0xb9, 0x9c, 0x9f, 0xa5, 0x8c, 0x8f]);
    expect([...encode('ąśźĄŚŹ', ISO_8859_2)]).toEqual([0xb1, 0xb6, 0xbc, 0xa1, 0xa6, 0xac]);
    expect([...utf16('Ż', false)]).toEqual([0x7b, 0x01]);
  });

  it.each([
    ['Polish in windows-1250', POLISH, CP1250, 'windows-1250'],
    ['Polish in ISO-8859-2', POLISH, ISO_8859_2, 'iso-8859-2'],
    ['Polish capitals in windows-1250', 'ŚWIĘTO ŹRÓDŁA, ĄĆŃ', CP1250, 'windows-1250'],
    ['Polish capitals in ISO-8859-2', 'ŚWIĘTO ŹRÓDŁA, ĄĆŃ', ISO_8859_2, 'iso-8859-2'],
    ['German (same bytes in windows-1250)', 'Bäckerei Müller, Straße', CP1252, 'windows-1252'],
    ['French with € and –', 'Café à la crème, Noël – 12 €', CP1252, 'windows-1252'],
    ['French with ’', 'L’été à la française', CP1252, 'windows-1252'],
    ['Spanish', 'Año nuevo: señal, comisión, Muñoz, café', CP1252, 'windows-1252'],
  ] as const)('reads %s', (_, text, table, encoding) => {
    expect(decodeBytes(encode(text, table))).toEqual({ text, encoding });
  });

  it('reads a bank CSV in windows-1250 with a single Polish letter in much ASCII', () => {
    const rows = Array.from(
      { length: 40 },
      (_, i) => `2026-01-${10 + (i % 20)};-1${i},00;PLN;ID ${i}`,
    );
    const text = ['Data;Kwota;Waluta;Opis', ...rows, '2026-02-01;-99,00;PLN;Zakup kartą'].join(
      '\r\n',
    );
    expect(decodeBytes(encode(text, CP1250))).toEqual({ text, encoding: 'windows-1250' });
    expect(decodeBytes(encode(text, ISO_8859_2))).toEqual({ text, encoding: 'iso-8859-2' });
    const two = `${text}\r\n2026-02-02;-5,00;PLN;Opłata`;
    expect(decodeBytes(encode(two, CP1250))).toEqual({ text: two, encoding: 'windows-1250' });
  });

  // Each of these is decided by one part of the score; without that part it comes out wrong.
  it.each([
    ['a C1 control rules ISO-8859-2 out', 'Przelew od Ľubica Kośmider', CP1250, 'windows-1250'],
    ['a symbol by a letter counts against', 'Zapłata kartą, Dušková', ISO_8859_2, 'iso-8859-2'],
    ['a letter of no language counts against', 'Crème, Señor Muñoz', CP1252, 'windows-1252'],
    ['letters of one language beat a mix', 'Café Muñoz', CP1252, 'windows-1252'],
    ['an equal score goes to Polish (ń, ę)', 'Zwrot zleceń', CP1250, 'windows-1250'],
    ['ü is German, not Spanish', 'Müller Sp. z o.o., Gdańsk', CP1250, 'windows-1250'],
    ['ó alone reads the same in all: windows-1252', 'Kraków', CP1250, 'windows-1252'],
  ] as const)('tells %s', (_, text, table, encoding) => {
    expect(decodeBytes(encode(text, table))).toEqual({ text, encoding });
  });

  it('reads UTF-8 with and without a BOM, and ASCII as UTF-8', () => {
    const bytes = new TextEncoder().encode(CSV);
    expect(decodeBytes(bytes)).toEqual({ text: CSV, encoding: 'utf-8' });
    expect(decodeBytes(withBom([0xef, 0xbb, 0xbf], bytes))).toEqual({
      text: CSV,
      encoding: 'utf-8',
    });
    const ascii = 'Date,Amount,Memo\n2026-01-05,-12.50,Coffee';
    expect(decodeBytes(encode(ascii, {}))).toEqual({ text: ascii, encoding: 'utf-8' });
    expect(decodeBytes(new Uint8Array())).toEqual({ text: '', encoding: 'utf-8' });
  });

  it('reads mostly UTF-8 with a few bad bytes as UTF-8, and a code page with a lucky pair not', () => {
    const good = new TextEncoder().encode(
      `Data;Kontrahent;Kwota\n${'01.03.2026;Żabka Łódź;-12,50\n'.repeat(50)}`,
    );
    const stray = Uint8Array.from([...good, ...encode('02.03.2026;Café;-3,00\n', CP1252)]);
    const { text, encoding } = decodeBytes(stray);
    expect(encoding).toBe('utf-8');
    expect(text).toContain('01.03.2026;Żabka Łódź;-12,50\n');
    expect(text).toContain('02.03.2026;Caf\uFFFD;-3,00');
    const cut = Uint8Array.from([...good, 0xc5]);
    expect(decodeBytes(cut).encoding).toBe('utf-8');
    // 'Ńś' in windows-1250 is 0xD1 0x9C, a valid UTF-8 pair; the rest of the text is not UTF-8.
    const polish = 'Ńś, Opłata za prąd, Żabka, Świętokrzyska, źródło';
    expect(decodeBytes(encode(polish, CP1250))).toEqual({ text: polish, encoding: 'windows-1250' });
  });

  it('reads UTF-16 in both byte orders, with and without a BOM', () => {
    for (const [encoding, bigEndian, bom] of [
      ['utf-16le', false, [0xff, 0xfe]],
      ['utf-16be', true, [0xfe, 0xff]],
    ] as const) {
      const bytes = utf16(CSV, bigEndian);
      expect(decodeBytes(bytes)).toEqual({ text: CSV, encoding });
      expect(decodeBytes(withBom([...bom], bytes))).toEqual({ text: CSV, encoding });
    }
  });

  it('reads 50 MB of windows-1250 whose only Polish letters are past the first megabyte', () => {
    const ascii = encode('2026-01-05;-12,50;PLN;Zakup w sklepie nr 12345;REF0000001\r\n', {});
    const polish = encode('2026-01-06;-3,20;PLN;Żabka Świętokrzyska, źródło prądu\r\n', CP1250);
    const bytes = new Uint8Array(50 * 1024 * 1024);
    let at = 0;
    for (let row = 0; at + ascii.length + polish.length <= bytes.length; row++) {
      const line = row > 20_000 && row % 100 === 0 ? polish : ascii;
      bytes.set(line, at);
      at += line.length;
    }
    const started = performance.now();
    const { text, encoding } = decodeBytes(bytes.subarray(0, at));
    expect(performance.now() - started).toBeLessThan(10_000);
    expect(encoding).toBe('windows-1250');
    expect(text.length).toBe(at);
    expect(text).toContain('Żabka Świętokrzyska, źródło prądu\r\n');
  });
});
