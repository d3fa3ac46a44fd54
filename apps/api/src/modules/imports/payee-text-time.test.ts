import { Currency } from '@budget/contract';
import { describe, expect, it } from 'vitest';
import { parseCsv } from './csv.ts';
import { detectMapping } from './csv-detect.ts';
import { detailsOf } from './mt940-details.ts';
import { parseMt940 } from './mt940.ts';
import { parseOfx } from './ofx.ts';
import { rowWords, withoutNoise } from './payee-text.ts';
import { parseQif } from './qif.ts';

const SIZE = 200_000;

/**
 * How long the cleanup of a hostile text takes, against a plain text as long read just before on
 * the same host: a pattern that goes back over the text from each position (or tries each way of
 * splitting a run between two of its parts) takes thousands of times as long, while load on the
 * host slows both alike.
 */
function expectLinear<T>(read: (text: string) => T, hostile: string, plain: string): T {
  expect(hostile.length).toBeGreaterThanOrEqual(SIZE);
  expect(plain.length).toBe(hostile.length);
  // Each pattern compiled and warmed on short texts first, so neither read pays for that.
  for (const text of [plain, hostile, plain, hostile]) read(text.slice(0, 1000));
  const started = performance.now();
  read(plain);
  const plainMs = performance.now() - started;
  const before = performance.now();
  const result = read(hostile);
  const ms = performance.now() - before;
  expect(ms).toBeLessThan(20 * plainMs + 200);
  return result;
}

/** A text of SIZE characters or more: the start, a run of `unit` and the end. */
const run = (start: string, unit: string, end: string) =>
  start + unit.repeat(Math.ceil(SIZE / unit.length)) + end;
const plainAs = (text: string) => 'a'.repeat(text.length);
/** SIZE characters or more of parts that differ, each after the separator. */
const distinct = (separator: string) =>
  Array.from({ length: SIZE / 5 }, (_, index) => `${separator}p${index}`).join('');

describe('payee cleanup of hostile bank text', () => {
  it.each([
    ['a masked card number with no end', run('1234', 'x', 'a')],
    ['a card word and a run of spaces', run('KARTA', ' ', 'a')],
    ['a reference word and a run of spaces', run('REF', ' ', '!')],
    ['a reference word and spaces left by times taken out', run('NR', ' 12:30', ' !')],
    ['a run of reference words with no digit', run('', 'ID-', '')],
    ['a run of punctuation before the end', run('a', '-', 'a')],
    // Against the same run at the end, which is taken out as much: only the last word differs.
    ['a run of punctuation and spaces before the end', run('a', ' ;', ' a'), run('a', ' ;', ' ;')],
  ])('takes out the noise of %s in one pass', (_, hostile, plain = plainAs(hostile)) => {
    const { clean } = expectLinear(withoutNoise, hostile, plain);
    expect(clean.length).toBeLessThanOrEqual(hostile.length);
  });

  it('joins a description of thousands of parts in one pass', () => {
    const hostile = distinct(';');
    const read = (text: string) => rowWords('a', null, text.split(';'));
    const { description } = expectLinear(read, hostile, plainAs(hostile));
    expect(description).toHaveLength(500);
  });

  it.each([
    ['free text ending in a run of commas', run('a', ',', 'a')],
    ['a Polish marker before a run of commas and spaces', run('OD: a', ' ,', ' a')],
    ['a Polish marker before thousands of parts', `OD: a${distinct(';')}`],
    ['a Dutch key before a run of slashes', run('/NAME/a', '/', 'a/REMI/b/')],
    ['a Dutch key before a run of spaces and slashes', run('/NAME/a', ' /', 'a/REMI/b/')],
  ])('reads the :86: words of %s in one pass', (_, hostile) => {
    const details = expectLinear((text) => detailsOf([text], true), hostile, plainAs(hostile));
    expect(details.payee ?? details.title).toMatch(/^a/);
  });

  it('keeps more parts after a Polish marker than a call takes arguments', () => {
    const details = detailsOf([`OD: a${';b'.repeat(SIZE)}`], true);
    expect(details.payee).toBe('a');
    expect(details.rest).toHaveLength(SIZE);
  });
});

/** A payee that backtracks in the cleanup, and a plain one as long. */
const HOSTILE_PAYEE = run('1234', 'x', 'a');
const PLAIN_PAYEE = plainAs(HOSTILE_PAYEE);

describe('bank files of hostile payees', () => {
  it('reads a CSV cell in one pass, its name within the app limit', () => {
    const file = (payee: string) => `Date,Payee,Amount\n2026-03-01,${payee},-1.00\n`;
    const mapping = detectMapping(file('Shop'));
    const read = (text: string) => parseCsv(text, mapping, Currency.EUR);
    const [row] = expectLinear(read, file(HOSTILE_PAYEE), file(PLAIN_PAYEE));
    expect(row?.name).toHaveLength(100);
  });

  it('reads an OFX NAME in one pass', () => {
    const file = (payee: string) =>
      `OFXHEADER:100\n<OFX><BANKMSGSRSV1><STMTTRNRS><STMTRS><CURDEF>EUR<BANKTRANLIST>\n<STMTTRN><TRNTYPE>DEBIT<DTPOSTED>20260301<TRNAMT>-1.00<FITID>1<NAME>${payee}</STMTTRN>\n</BANKTRANLIST></STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>\n`;
    const [row] = expectLinear(parseOfx, file(HOSTILE_PAYEE), file(PLAIN_PAYEE));
    expect(row?.name).toHaveLength(100);
  });

  it('reads a QIF P line in one pass', () => {
    const file = (payee: string) => `!Type:Bank\nD2026-03-01\nT-1.00\nP${payee}\n^\n`;
    const read = (text: string) => parseQif(text, Currency.EUR);
    const [row] = expectLinear(read, file(HOSTILE_PAYEE), file(PLAIN_PAYEE));
    expect(row?.name).toHaveLength(100);
  });

  it('reads an MT940 :86: in one pass', () => {
    const file = (payee: string) =>
      [
        ':20:MT940',
        ':25:/PL61114020040000350212345678',
        ':28C:00011/001',
        ':60F:C261101PLN1000,00',
        ':61:2611021102C45,99NTRFNONREF//26110211223344',
        `:86:OD: ${payee}`,
        ':62F:C261130PLN1045,99',
        '-',
      ].join('\r\n');
    const [row] = expectLinear(parseMt940, file(HOSTILE_PAYEE), file(PLAIN_PAYEE));
    expect(row?.name).toHaveLength(100);
  });
});

describe('payee cleanup in one pass', () => {
  it.each([
    // A number may start after a '*' inside a run that does not start as one.
    ['SHOP 1234*5678XX12', 'SHOP 1234*', ['5678XX12']],
    // It ends at the last two digits before a word boundary.
    ['SHOP 424612******1234*X', 'SHOP *X', ['424612******1234']],
    ['SHOP 1234XX56*12345XX99', 'SHOP', ['1234XX56*12345XX99']],
    // A REF, ID or NR that ends a word without digits begins a reference of its own.
    ['SHOP REF abc-ID 12345', 'SHOP REF abc', ['ID 12345']],
    ['SHOP ID NR 7', 'SHOP ID', ['NR 7']],
    ['SHOP REF: abc', 'SHOP REF: abc', []],
    ['KARTA. . 4246XXXXXXXX1234 SHOP', 'SHOP', ['KARTA. . 4246XXXXXXXX1234']],
  ])('reads %j as the patterns did', (text, clean, noise) => {
    expect(withoutNoise(text)).toEqual({ clean, noise });
  });

  it('reads a name from the first 600 characters of a longer payee', () => {
    const words = rowWords(`${'a'.repeat(599)}\u{1F600} KARTA 4246XXXXXXXX1234`, 'Title');
    expect(words.payee).toBe('a'.repeat(599));
    expect(words.name).toBe(`${'a'.repeat(99)}…`);
    expect(words.description).toBe('Title');
  });
});
