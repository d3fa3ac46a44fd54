import { describe, expect, it } from 'vitest';
import { camt053Statements, parseCamt053 } from './camt053.ts';
import { plainText } from './file-text.ts';
import { parseOfx } from './ofx.ts';
import { elementsIn, withoutTags } from './xml-scan.ts';

const SIZE = 200_000;

/** The shortest of three reads of `text`, in ms: a pause of the host's falls on one at most. */
function fastestRead(read: (text: string) => unknown, text: string): number {
  let fastest = Infinity;
  for (let i = 0; i < 3; i++) {
    const started = performance.now();
    read(text);
    fastest = Math.min(fastest, performance.now() - started);
  }
  return fastest;
}

/**
 * How long a hostile file takes to read, against a plain one as long read on the same host: a
 * pattern that searches on to the end from each of thousands of openings takes thousands of
 * times as long (the old entry pattern: 580 ms on 200,000 characters of '<Ntry>', the plain
 * file 1.6), while load on the host slows both alike. The fastest of three reads each, so a
 * pause of the host's does not count (one read of 200,000 '<' in a name, 214 ms against a
 * bound of 212, failed CI on a busy host).
 */
function expectLinear<T>(read: (text: string) => T, hostile: string, plain: string): T {
  expect(hostile.length).toBeGreaterThanOrEqual(SIZE);
  expect(plain.length).toBe(hostile.length);
  for (const text of [plain, hostile, plain, hostile]) read(text.slice(0, 1000));
  const plainMs = fastestRead(read, plain);
  const ms = fastestRead(read, hostile);
  expect(ms).toBeLessThan(20 * plainMs + 300);
  return read(hostile);
}

const repeated = (unit: string) => unit.repeat(Math.ceil(SIZE / unit.length));
/** The same text with the hostile run replaced by letters as long. */
const plainAs = (file: (inner: string) => string, unit: string) =>
  file('a'.repeat(repeated(unit).length));

const camt = (entries: string) =>
  `<?xml version="1.0"?><Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02"><BkToCstmrStmt><Stmt><Acct><Id><IBAN>PL61109010140000071219812874</IBAN></Id></Acct>${entries}</Stmt></BkToCstmrStmt></Document>`;
const entry = (inner: string) =>
  `<Ntry><Amt Ccy="EUR">1.00</Amt><CdtDbtInd>CRDT</CdtDbtInd><Sts>BOOK</Sts><BookgDt><Dt>2026-03-01</Dt></BookgDt>${inner}</Ntry>`;
const payee = (name: string) =>
  camt(entry(`<NtryDtls><TxDtls><RltdPties><Dbtr>${name}</Dbtr></RltdPties></TxDtls></NtryDtls>`));

describe('CAMT.053 and OFX files of hostile XML', () => {
  it('reads the text of an unclosed CDATA run in one pass', () => {
    const hostile = repeated('<![CDATA[');
    expect(expectLinear(plainText, hostile, 'a'.repeat(hostile.length))).toBe(hostile);
  });

  it.each([
    ['unclosed entries', (inner: string) => camt(inner), '<Ntry>'],
    ['unclosed entries with attributes', (inner: string) => camt(inner), '<Ntry a'],
    ['unclosed statements', (inner: string) => camt('') + inner, '<Stmt>'],
    ['unclosed balances', (inner: string) => camt(inner), '<Bal>'],
    ['unclosed names in a payee', (inner: string) => payee(inner), '<Nm>'],
    ['a name of unclosed tags', (inner: string) => payee(`<Nm>${inner}</Nm>`), '<'],
    [
      'an entry of thousands of details',
      (inner: string) => camt(entry(inner)),
      '<TxDtls><Amt Ccy="EUR">1.00</Amt></TxDtls>',
    ],
  ])('reads a CAMT.053 file of %s in one pass', (_, file, unit) => {
    const read = (text: string) => [parseCamt053(text), camt053Statements(text)];
    expectLinear(read, file(repeated(unit)), plainAs(file, unit));
  });

  it.each([['<STMTRS>'], ['<CCSTMTRS>'], ['<STMTRS><CCSTMTRS>']])(
    'reads an OFX file of unclosed %s in one pass',
    (unit) => {
      const file = (inner: string) => `OFXHEADER:100\n<OFX>${inner}</OFX>\n`;
      expect(expectLinear(parseOfx, file(repeated(unit)), plainAs(file, unit))).toEqual([]);
    },
  );
});

/** The patterns the scans took the place of, to compare them with on short texts. */
const P = '(?:[\\w.-]+:)?';
const elementPattern = (tag: string) =>
  new RegExp(`<${P}${tag}(?:\\s[^>]*)?>([\\s\\S]*?)</${P}${tag}>`, 'gi');
const TRICKY = [
  '<Ntry>a</Ntry><ntry >b</NTRY><x:Ntry a="1">c</y:Ntry>',
  '<Ntry><Ntry>a</Ntry></Ntry><NtryRef>1</NtryRef><Ntry',
  '<a.b-c:Ntry\n>a<</Ntry ></x:Ntry><Ntry:Ntry>b</Ntry>',
  '<Ntry x <Ntry>a</Ntry>b>c</Ntry><Ntry>d',
  '<<Ntry>>a</:Ntry></Ntry>< Ntry>b</Ntry><Ntry\u00a0>c</Ntry>',
  '<Ntry>a</Ntry:x></Ntry>',
];

describe('the scans read what the patterns read', () => {
  it.each(TRICKY)('finds the same elements in %j', (text) => {
    const scanned = elementsIn(text, 'Ntry').map(({ index, end, body }) => [index, end, body]);
    const matched = [...text.matchAll(elementPattern('Ntry'))].map((match) => [
      match.index,
      match.index + match[0].length,
      match[1],
    ]);
    expect(scanned).toEqual(matched);
  });

  it.each([...TRICKY, '<>a<<b>c<d', 'a<![CDATA[b]]>c<![CDATA[<![CDATA[d]]>]]><![CDATA[e'])(
    'takes out the tags and CDATA of %j alike',
    (text) => {
      expect(withoutTags(text)).toBe(text.replace(/<[^>]+>/g, ' '));
      // No '&' in these texts: plainText's entities leave them as they are.
      const cdata = `<![CDATA[${text}`;
      const read = cdata.replace(/<!\[CDATA\[([\s\S]*?)\]\]>/g, '$1');
      expect(plainText(cdata)).toBe(read.replace(/\s+/g, ' ').trim());
    },
  );
});
