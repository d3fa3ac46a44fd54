import { Currency, type CsvMapping } from '@budget/contract';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseCsv } from './csv.ts';
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
        name: 'Rent March', // a line break inside a quoted name is a space
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
});
