import { Currency, type CsvMapping } from '@budget/contract';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { csvAmount, csvDate, parseCsv, readRecords } from './csv.ts';
import { csvLayout, detectMapping } from './csv-detect.ts';
import { formatOf } from './parse-file.ts';
import { decodeBytes } from './text-encoding.ts';

const sample = (name: string) =>
  decodeBytes(readFileSync(new URL(`./samples/${name}`, import.meta.url)));
const brief = (rows: ReturnType<typeof parseCsv>) =>
  rows.map(({ line, date, name, description, amount, currency, bankId, category, error }) => ({
    line,
    date,
    name,
    description,
    amount,
    currency,
    bankId,
    category,
    error,
  }));

describe('CSV files', () => {
  it('find the layout of a Polish bank export in Windows-1250: preamble, separators, columns', () => {
    const { text, encoding } = sample('polish-bank.csv');
    expect(encoding).toBe('windows-1250');
    expect(formatOf(text)).toBe('csv');
    const mapping = detectMapping(text);
    expect(mapping).toEqual({
      delimiter: ';',
      decimalSeparator: ',',
      thousandsSeparator: ' ',
      dateFormat: 'dd.MM.yyyy',
      skipLines: 2,
      hasHeader: true,
      dateColumn: 0,
      nameColumn: 6,
      descriptionColumn: 5,
      amountColumn: 3,
      debitColumn: null,
      creditColumn: null,
      currencyColumn: 4,
      categoryColumn: null,
      bankIdColumn: null,
    } satisfies CsvMapping);
    expect(csvLayout(text, mapping).columns[6]).toBe('Kontrahent');
    expect(brief(parseCsv(text, mapping, null))).toEqual([
      {
        line: 5,
        date: '2026-03-03',
        name: 'Żabka Polska',
        description: 'Zakupy spożywcze',
        amount: -4599,
        currency: Currency.PLN,
        bankId: null,
        category: null,
        error: null,
      },
      {
        line: 6,
        date: '2026-03-10',
        name: 'ACME Sp. z o.o.',
        description: 'Wynagrodzenie 03/2026',
        amount: 850000,
        currency: Currency.PLN,
        bankId: null,
        category: null,
        error: null,
      },
      {
        line: 7,
        date: '2026-03-15',
        name: 'Tauron Sprzedaż',
        description: 'Opłata za prąd',
        amount: -123456,
        currency: Currency.PLN,
        bankId: null,
        category: null,
        error: null,
      },
      {
        line: 8,
        date: null,
        name: 'Sklep',
        description: 'Zła data',
        amount: -1000,
        currency: Currency.PLN,
        bankId: null,
        category: null,
        error: "Line 8: '31.02.2026' is not a date (dd.MM.yyyy)",
      },
      {
        line: 9,
        date: '2026-03-20',
        name: 'Café Größenwahn',
        description: 'Kawa w Berlinie',
        amount: -1200,
        currency: Currency.EUR,
        bankId: null,
        category: null,
        error: null,
      },
      {
        line: 10,
        date: '2026-03-21',
        name: 'Kantor',
        description: 'Nieznana waluta',
        amount: -500,
        currency: null,
        bankId: null,
        category: null,
        error: 'Line 10: currency XYZ is not kept by the app',
      },
    ]);
  });

  it('read debit and credit columns, quoted fields, categories and ids of a US export', () => {
    const { text, encoding } = sample('us-bank.csv');
    expect(encoding).toBe('utf-8');
    const mapping = detectMapping(text);
    expect(mapping).toMatchObject({
      delimiter: ',',
      decimalSeparator: '.',
      thousandsSeparator: ',',
      dateFormat: 'MM/dd/yyyy',
      hasHeader: true,
      dateColumn: 0,
      nameColumn: 1,
      amountColumn: null,
      debitColumn: 2,
      creditColumn: 3,
      currencyColumn: null,
      categoryColumn: 4,
      bankIdColumn: 5,
    });
    const rows = parseCsv(text, mapping, Currency.USD);
    expect(
      rows.map(({ line, date, name, amount, category, bankId, error }) => ({
        line,
        date,
        name,
        amount,
        category,
        bankId,
        error,
      })),
    ).toEqual([
      {
        line: 2,
        date: '2026-03-02',
        name: 'Whole Foods, Market',
        amount: -5420,
        category: 'Groceries',
        bankId: 'TX-1001',
        error: null,
      },
      {
        line: 3,
        date: '2026-03-15',
        name: 'Payroll ACME Inc',
        amount: 250000,
        category: 'Salary',
        bankId: 'TX-1002',
        error: null,
      },
      {
        line: 4,
        date: '2026-03-20',
        name: 'Joe\'s "Best" Diner',
        amount: -1875,
        category: 'Eating out',
        bankId: 'TX-1003',
        error: null,
      },
      {
        line: 5,
        date: '2026-03-21',
        name: 'Rent\nMarch',
        amount: -145000,
        category: 'Housing',
        bankId: 'TX-1004',
        error: null,
      },
      {
        line: 7,
        date: '2026-03-22',
        name: 'Refund',
        amount: null,
        category: null,
        bankId: 'TX-1005',
        error: 'Line 7: the amount is not an amount',
      },
      {
        line: 8,
        date: '2026-03-25',
        name: 'Coffee',
        amount: -450,
        category: 'Eating out',
        bankId: null,
        error: null,
      },
    ]);
    expect(parseCsv(text, mapping, null)[0]?.error).toBe(
      'Line 2: the file names no currency; choose one',
    );
  });

  it('read a German export in UTF-16 with a byte order mark, short years and a fixed currency', () => {
    const { text, encoding } = sample('german-utf16.csv');
    expect(encoding).toBe('utf-16le');
    const mapping = detectMapping(text);
    expect(mapping).toMatchObject({
      delimiter: ';',
      decimalSeparator: ',',
      thousandsSeparator: '.',
      dateFormat: 'dd.MM.yy',
      dateColumn: 0,
      nameColumn: 2,
      descriptionColumn: 3,
      amountColumn: 4,
    });
    const rows = parseCsv(text, mapping, Currency.EUR);
    expect(rows.map((row) => [row.date, row.name, row.amount, row.currency])).toEqual([
      ['2026-04-02', 'Bäckerei Müller', -5430, Currency.EUR],
      ['2026-04-25', 'Arbeitgeber GmbH', 320000, Currency.EUR],
      ['2026-04-28', 'Stadtwerke Köln', -10000, Currency.EUR],
    ]);
  });

  it('read amounts exactly with any separators, and refuse what is not one', () => {
    expect(csvAmount('-1 234,56 zł', ',', ' ')).toBe(-123456);
    expect(csvAmount('1.234,5', ',', '.')).toBe(123450);
    expect(csvAmount("1'234.50", '.', "'")).toBe(123450);
    expect(csvAmount('(12.00)', '.', ',')).toBe(-1200);
    expect(csvAmount('12.00-', '.', ',')).toBe(-1200);
    expect(csvAmount('€ 7', '.', ',')).toBe(700);
    expect(csvAmount('12.5000', '.', '')).toBe(1250);
    expect(csvAmount('12.345', '.', '')).toBeNull();
    expect(csvAmount('12,50', '.', '')).toBeNull();
    expect(csvAmount('1.2.3', '.', '')).toBeNull();
    expect(csvAmount('', '.', '')).toBeNull();
  });

  it('read dates in each layout, and only real ones', () => {
    expect(csvDate('2026-01-05 13:45', 'yyyy-MM-dd')).toBe('2026-01-05');
    expect(csvDate('5.1.2026', 'dd.MM.yyyy')).toBe('2026-01-05');
    expect(csvDate('01/05/2026', 'MM/dd/yyyy')).toBe('2026-01-05');
    expect(csvDate('01/05/2026', 'dd/MM/yyyy')).toBe('2026-05-01');
    expect(csvDate('20260105', 'yyyyMMdd')).toBe('2026-01-05');
    expect(csvDate('05.01.99', 'dd.MM.yy')).toBe('1999-01-05');
    expect(csvDate('29/02/2025', 'dd/MM/yyyy')).toBeNull();
    expect(csvDate('2026-13-01', 'yyyy-MM-dd')).toBeNull();
  });

  it('split records on quotes and line breaks as RFC 4180 says', () => {
    expect(readRecords('a,"b,""c"""\r\n\r\n"x\ny",z', ',')).toEqual([
      { line: 1, cells: ['a', 'b,"c"'] },
      { line: 3, cells: ['x\ny', 'z'] },
    ]);
  });
});
