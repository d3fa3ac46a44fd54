import { Currency } from '@budget/contract';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseFile } from '../parse-file.ts';

const sample = (name: string) =>
  readFileSync(new URL(`../samples/${name}`, import.meta.url), 'utf8');

const readable = (name: string, currency: number | null = null) =>
  parseFile(sample(name), { currency }).rows.filter((row) => row.error === null);

/** Signed minor units per category ('' for none). */
function totals(rows: ReturnType<typeof readable>) {
  const sums: Record<string, number> = {};
  for (const row of rows) {
    const key = row.category ?? '';
    sums[key] = (sums[key] ?? 0) + (row.amount ?? 0);
  }
  return sums;
}

describe("other apps' exports", () => {
  it('tells each app by its header and a plain bank CSV as csv', () => {
    expect(parseFile(sample('ynab-register.csv'), { currency: Currency.USD }).format).toBe('ynab');
    expect(parseFile(sample('actual-export.csv'), { currency: Currency.USD }).format).toBe(
      'actual',
    );
    expect(parseFile(sample('firefly-export.csv')).format).toBe('firefly');
    expect(parseFile(sample('us-bank.csv')).format).toBe('csv');
    expect(parseFile(sample('polish-bank.csv')).format).toBe('csv');
  });

  it('reads a YNAB register in the budget’s formats, its flag as a tag', () => {
    const rows = readable('ynab-register.csv', Currency.USD);
    expect(rows).toHaveLength(7);
    expect(rows[0]).toMatchObject({
      date: '2024-01-03',
      name: 'Biedronka',
      description: 'weekly shop',
      amount: -4520,
      currency: Currency.USD,
      category: 'Groceries',
    });
    expect(rows[1]?.app?.tags).toEqual(['flag: Red']);
    expect(rows[3]?.app).toMatchObject({ account: 'Checking', transferAccount: 'Savings' });
    expect(totals(rows)).toEqual({ Groceries: -7525, Fuel: -6000, Rent: -120000, '': 300000 });
  });

  it('reads YNAB amounts and dates written the Polish way, lines ending in CR LF', () => {
    const text = [
      '"Account","Flag","Date","Payee","Category Group/Category","Category Group","Category","Memo","Outflow","Inflow","Cleared"',
      '"Konto","","15.01.2024","Żabka","Jedzenie: Zakupy","Jedzenie","Zakupy","","12,34zł","0,00zł","Cleared"',
      '"Konto","","16.01.2024","Pensja","Inflow: Ready to Assign","Inflow","Ready to Assign","","0,00zł","1 234,56zł","Cleared"',
      // YNAB on Windows: lines end with CR LF.
    ].join('\r\n');
    const { format, rows } = parseFile(text, { currency: Currency.PLN });
    expect(format).toBe('ynab');
    expect(rows.map((row) => [row.date, row.amount, row.category])).toEqual([
      ['2024-01-15', -1234, 'Zakupy'],
      ['2024-01-16', 123456, null],
    ]);
  });

  it('reads an Actual export, a transfer by its payee naming another account', () => {
    const rows = readable('actual-export.csv', Currency.USD);
    // Nine rows, of which a split's parent: its two parts are transactions of their own.
    expect(rows).toHaveLength(8);
    expect(rows[1]?.app).toMatchObject({ account: 'Checking', transferAccount: 'Savings' });
    expect(rows.slice(5).map((row) => [row.name, row.description, row.amount])).toEqual([
      ['Target', null, -3050],
      ['Target', 'soap', -2025],
      ['=Gift shop', null, -1500],
    ]);
    expect(totals(rows)).toEqual({
      Groceries: -11560,
      Income: 150000,
      Utilities: -6025,
      Household: -2025,
      Gifts: -1500,
      '': 0,
    });
  });

  it('takes a sheet with only the columns Actual shares with others for a plain CSV', () => {
    const text = ['Date,Payee,Notes,Category,Amount,Cleared', '2024-03-02,Bakery,,Food,-4.5,yes'];
    expect(parseFile(text.join('\n'), { currency: Currency.EUR }).format).toBe('csv');
  });

  it("reads an Actual account's own export, with no Account column", () => {
    const text = [
      'Date,Payee,Category,Notes,Amount,Balance,Cleared',
      '2024-03-02,Bakery,Food,,-4.5,95.5,Cleared',
      '2024-03-01,Employer,Income,,100,100,Reconciled',
    ].join('\n');
    const { format, rows } = parseFile(text, { currency: Currency.EUR });
    expect(format).toBe('actual');
    expect(rows.map((row) => [row.date, row.name, row.amount, row.app?.account])).toEqual([
      ['2024-03-02', 'Bakery', -450, null],
      ['2024-03-01', 'Employer', 10000, null],
    ]);
  });

  it('reads a Firefly III export, its opening balance refused', () => {
    const all = parseFile(sample('firefly-export.csv')).rows;
    expect(all[0]?.error).toMatch(/opening balance/);
    const rows = all.filter((row) => row.error === null);
    expect(rows).toHaveLength(6);
    expect(rows[0]).toMatchObject({
      name: 'Aldi',
      amount: -2345,
      currency: Currency.EUR,
      bankId: 'firefly:2',
      app: { account: 'Main account', transferAccount: null, tags: ['food', 'weekly'] },
    });
    expect(rows[3]?.app?.transferAccount).toBe('Savings account');
    expect(totals(rows)).toEqual({
      Groceries: -3595,
      Subscriptions: -999,
      Salary: 250000,
      '': -30055,
    });
  });
});
