import { Currency } from '@budget/contract';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isQif, parseQif, qifAmount } from './qif.ts';

const sample = (name: string) =>
  readFileSync(new URL(`./samples/${name}`, import.meta.url), 'utf8');
type Expected = [
  line: number,
  date: string | null,
  name: string,
  description: string | null,
  amount: number | null,
  bankId: string | null,
  category: string | null,
  error?: string,
];
/** Whole rows, all in one currency, from [line, date, name, description, amount, bankId, ...]. */
const rowsOf = (currency: number, expected: Expected[]) =>
  expected.map(([line, date, name, description, amount, bankId, category, error = null]) => ({
    line,
    date,
    name,
    description,
    // P and M as written: these names hold no card numbers, dates or references.
    payee: name,
    title: description,
    amount,
    currency,
    bankId,
    category,
    error,
  }));
/** A one-record bank file with this D line; its row's date. */
const dateOf = (text: string, before = '') =>
  parseQif(`!Type:Bank\n${before}D${text}\nT-1.00\n^\n`, Currency.USD).at(-1)?.date;

describe('QIF files', () => {
  it('read every row of a US checking file (CRLF, apostrophe dates, splits, a transfer)', () => {
    const text = sample('checking.qif');
    expect(text).toContain('\r\n');
    expect(parseQif(text, Currency.USD)).toEqual(
      rowsOf(Currency.USD, [
        [2, '2026-01-05', 'Landlord LLC', 'January rent', -123456, null, 'Housing:Rent'],
        [12, '2026-01-07', 'Whole Foods Market', 'Weekly shop', -8423, null, 'Groceries'],
        [19, '2026-01-10', 'ACME Corp', 'Payroll', 250000, null, 'Salary'],
        [26, '2026-01-12', 'Transfer to savings', null, -50000, null, null],
        [31, '2026-01-15', 'Costco', 'Stock-up', -15000, null, 'Groceries'],
        [44, null, 'Corner Cafe', null, -1200, null, null, 'Line 44: D is not a date'],
        [48, '2026-01-31', 'Home Builders Inc', 'Down payment', -104500000, null, null],
      ]),
    );
  });

  it('read a European file day-first, skipping its category and account lists', () => {
    expect(parseQif(sample('european.qif'), Currency.PLN)).toEqual(
      rowsOf(Currency.PLN, [
        [25, '2026-01-03', 'Żabka', 'Zakupy spożywcze', -4599, null, 'Jedzenie'],
        [31, '2026-01-15', 'PGE Obrót S.A.', 'Opłata za prąd', -123456, null, 'Rachunki:Prąd'],
        [38, '2026-01-28', 'Pracodawca Sp. z o.o.', 'Wynagrodzenie za styczeń', 850000, null, null],
        [43, '2026-01-31', 'Korekta', null, 0, null, null, 'Line 43: the amount is zero'],
        [52, '2026-02-05', 'Allegro', 'Słuchawki', -12990, null, 'Elektronika'],
        [58, '2026-02-10', 'Spłata karty', null, 4599, null, null],
      ]),
    );
  });

  it('tell QIF from OFX, CSV and XML by its content', () => {
    expect(isQif(sample('checking.qif'))).toBe(true);
    expect(isQif(sample('european.qif'))).toBe(true);
    expect(isQif('\uFEFF\r\n  !type:ccard\nD1/5/26\n')).toBe(true);
    expect(isQif('!ACCOUNT\nNChecking\n^\n')).toBe(true);
    expect(isQif('!Option:AutoSwitch\n')).toBe(true);
    expect(isQif(sample('multi-account.ofx'))).toBe(false);
    expect(isQif(sample('statement-v2.ofx'))).toBe(false);
    expect(isQif(sample('statement.camt053.xml'))).toBe(false);
    expect(isQif('Date,Payee,Amount\n2026-01-05,"!Type:Bank",-1.00\n')).toBe(false);
    expect(isQif('<?xml version="1.0"?>\n<Document>!Type:Bank</Document>')).toBe(false);
    expect(isQif('')).toBe(false);
  });

  it('ask for a currency on every otherwise good row when none was chosen', () => {
    const rows = parseQif(sample('checking.qif'), null);
    expect(rows.map((row) => [row.currency, row.error])).toEqual([
      [null, 'Line 2: the file names no currency; choose one'],
      [null, 'Line 12: the file names no currency; choose one'],
      [null, 'Line 19: the file names no currency; choose one'],
      [null, 'Line 26: the file names no currency; choose one'],
      [null, 'Line 31: the file names no currency; choose one'],
      [null, 'Line 44: D is not a date'],
      [null, 'Line 48: the file names no currency; choose one'],
    ]);
  });

  it('read each date style QIF writers use', () => {
    expect(dateOf('01/05/2026')).toBe('2026-01-05');
    expect(dateOf('01/05/26')).toBe('2026-01-05');
    expect(dateOf('1/5/75')).toBe('1975-01-05');
    expect(dateOf('12/31/69')).toBe('2069-12-31');
    expect(dateOf("1/5'26")).toBe('2026-01-05');
    expect(dateOf("1/5'2026")).toBe('2026-01-05');
    expect(dateOf("12/31' 5")).toBe('2005-12-31');
    expect(dateOf('1/ 5/26')).toBe('2026-01-05');
    expect(dateOf('01-05-2026')).toBe('2026-01-05');
    expect(dateOf('05.01.2026')).toBe('2026-01-05');
    expect(dateOf('5.1.26')).toBe('2026-01-05');
    expect(dateOf('2026-01-05')).toBe('2026-01-05');
    // One first part over 12 makes every slash and dash date of the file day-first.
    expect(dateOf('05/01/2026', 'D13/01/2026\nT-1.00\n^\n')).toBe('2026-01-05');
    expect(dateOf('05-01-2026', 'D13-01-2026\nT-1.00\n^\n')).toBe('2026-01-05');
    expect(dateOf('05/01/2026', 'D12/01/2026\nT-1.00\n^\n')).toBe('2026-05-01');
    expect(dateOf('31/02/2026')).toBeNull();
    expect(dateOf('31.02.2026')).toBeNull();
    expect(dateOf('2025-02-29')).toBeNull();
    expect(dateOf('January 5')).toBeNull();
    expect(dateOf('')).toBeNull();
  });

  it('read amounts exactly, with thousands separators or a decimal comma', () => {
    expect(qifAmount('1,234.56')).toBe(123456);
    expect(qifAmount('-1,234.56')).toBe(-123456);
    expect(qifAmount('1234.56')).toBe(123456);
    expect(qifAmount('1234,56')).toBe(123456);
    expect(qifAmount('1.234,56')).toBe(123456);
    expect(qifAmount('-1 234,5')).toBe(-123450);
    expect(qifAmount('+12')).toBe(1200);
    expect(qifAmount('-.50')).toBe(-50);
    expect(qifAmount('1,234')).toBe(123400);
    expect(qifAmount('12,345,678.90')).toBe(1234567890);
    expect(qifAmount('0.10')).toBe(10);
    expect(qifAmount('1,234,56')).toBeNull();
    expect(qifAmount('1,23.45')).toBeNull();
    expect(qifAmount('0,125')).toBeNull();
    expect(qifAmount('1.2.3')).toBeNull();
    expect(qifAmount('12 USD')).toBeNull();
    expect(qifAmount('-')).toBeNull();
    expect(qifAmount('')).toBeNull();
    expect(qifAmount('1000000000000.00')).toBeNull();
  });

  it('take U when T is missing, and name a record without a readable amount', () => {
    const text = [
      '!Type:Cash',
      'D01/05/2026',
      'U-7.50',
      'PKiosk',
      '^',
      'D01/06/2026',
      'PNo amount',
      '^',
      'D01/07/2026',
      'Tabc',
      '^',
    ].join('\n');
    expect(parseQif(text, Currency.EUR).map((row) => [row.amount, row.error])).toEqual([
      [-750, null],
      [null, 'Line 6: T is not an amount'],
      [null, 'Line 9: T is not an amount'],
    ]);
  });

  it('read only bank-like sections, and a last record the file does not close', () => {
    const text = [
      '!Type:Class',
      'NFamily',
      '^',
      '!Type:Invst',
      'D01/02/2026',
      'NBuy',
      'T-100.00',
      '^',
      '!Type:Oth L',
      '^',
      'D01/03/2026',
      'T-20.00',
      'PLoan fee',
      '^',
      '!Type:Oth A',
      'D01/04/2026',
      'T5.00',
      'PRefund',
    ].join('\r\n');
    expect(
      parseQif(text, Currency.GBP).map(({ line, name, amount }) => [line, name, amount]),
    ).toEqual([
      [11, 'Loan fee', -2000],
      [16, 'Refund', 500],
    ]);
  });
});
