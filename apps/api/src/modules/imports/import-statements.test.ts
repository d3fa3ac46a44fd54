import { accountOf } from './mt940-statements.ts';
import { Currency, commitImportRequestSchema } from '@budget/contract';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { accountsOfRows, fileStatements } from './import-statements.ts';
import { parseFile } from './parse-file.ts';

const sample = (name: string) =>
  readFileSync(new URL(`./samples/${name}`, import.meta.url), 'utf8');

describe("a bank file's accounts and closing balances", () => {
  it('reads each OFX statement: bank and credit card accounts, ledger balances', () => {
    const { rows, statements } = parseFile(sample('multi-account.ofx'));
    expect(statements).toEqual([
      {
        identifier: '1234567890',
        currency: Currency.PLN,
        closingBalance: 100000,
        closingDate: '2026-03-15',
      },
      { identifier: '9999', currency: Currency.EUR, closingBalance: null, closingDate: null },
      {
        identifier: '4111111111111111',
        currency: Currency.USD,
        closingBalance: -25000,
        closingDate: '2026-03-15',
      },
    ]);
    expect(rows.map((row) => row.account)).toEqual([
      '1234567890',
      '1234567890',
      '1234567890',
      '9999',
      '4111111111111111',
    ]);
  });

  it('reads OFX 2.x: the IBAN normalised, the ledger balance and not the available one', () => {
    const { rows, statements } = parseFile(sample('statement-v2.ofx'));
    expect(statements).toEqual([
      {
        identifier: 'GB29NWBK60161331926819',
        currency: Currency.GBP,
        closingBalance: -1950,
        closingDate: '2026-04-03',
      },
    ]);
    expect(rows.every((row) => row.account === 'GB29NWBK60161331926819')).toBe(true);
  });

  it('reads CAMT.053: the IBAN or other id, the closing booked balance (CLBD) with its sign', () => {
    expect(parseFile(sample('statement.camt053.xml')).statements).toEqual([
      {
        identifier: 'DE89370400440532013000',
        currency: Currency.EUR,
        closingBalance: 419570,
        closingDate: '2026-04-30',
      },
    ]);
    const prefixed = parseFile(sample('prefixed.camt053.xml'));
    expect(prefixed.statements).toEqual([
      {
        identifier: 'ch-konto42',
        currency: Currency.CHF,
        closingBalance: -8025,
        closingDate: '2026-05-04',
      },
    ]);
    expect(prefixed.rows.map((row) => row.account)).toEqual([
      'ch-konto42',
      'ch-konto42',
      'ch-konto42',
    ]);
  });

  it("reads MT940's :25: without the slash Polish banks put before an IBAN", () => {
    expect(accountOf('/PL61 1090 1014 0000 0712 1981 2874')).toBe('PL61109010140000071219812874');
    expect(accountOf('37040044/0532013000')).toBe('37040044/0532013000');
  });

  it('reads MT940: :25: without its currency, :62F: as the closing balance of each statement', () => {
    const { rows, statements } = parseFile(sample('rabobank.mt940'));
    expect(statements).toEqual([
      {
        identifier: 'NL12RABO0123456789',
        currency: Currency.EUR,
        closingBalance: 369660,
        closingDate: '2026-03-12',
      },
      {
        identifier: 'NL12RABO0123456789',
        currency: Currency.EUR,
        closingBalance: 377660,
        closingDate: '2026-03-13',
      },
      {
        identifier: 'NL12RABO0123456789',
        currency: null,
        closingBalance: 10500,
        closingDate: '2026-03-14',
      },
    ]);
    expect(new Set(rows.map((row) => row.account))).toEqual(new Set(['NL12RABO0123456789']));
    expect(parseFile(sample('statement.mt940')).statements.map((s) => s.identifier)).toEqual([
      '37040044/0532013000',
      '37040044/0532013000',
    ]);
  });

  it('names no account for CSV and QIF files', () => {
    expect(parseFile(sample('checking.qif')).statements).toEqual([]);
    expect(parseFile(sample('us-bank.csv')).statements).toEqual([]);
  });

  it('lists each account once, with its latest closing balance in a currency the app keeps', () => {
    const { rows, statements } = parseFile(sample('rabobank.mt940'));
    const known = new Map([['NL12RABO0123456789', 'account-1']]);
    expect(fileStatements(statements, rows, known)).toEqual([
      {
        identifier: 'NL12RABO0123456789',
        currency: Currency.EUR,
        closingBalance: 3776.6,
        closingDate: '2026-03-13',
        rows: rows.length,
        moneyAccountId: 'account-1',
      },
    ]);
  });
});

describe("an import's rows in the accounts of their statements", () => {
  const file = parseFile(sample('multi-account.ofx'));
  const statements = fileStatements(file.statements, file.rows, new Map([['9999', 'savings']]));
  const commit = (extra: Record<string, unknown>) =>
    commitImportRequestSchema.parse({ groupId: 'g', fileName: 'f.ofx', content: 'x', ...extra });

  it('sends rows to the mapped account, else the known one, else the request default', () => {
    const input = commit({
      accounts: [{ identifier: ' 1234 567890 ', moneyAccountId: 'current' }],
      moneyAccountId: 'fallback',
    });
    const choice = accountsOfRows(statements, input);
    expect(file.rows.map(choice.of)).toEqual([
      'current',
      'current',
      'current',
      'savings',
      'fallback',
    ]);
    expect(choice.remember).toEqual([{ identifier: '1234567890', moneyAccountId: 'current' }]);
    expect(choice.of({ ...file.rows[0]!, account: null })).toBe('fallback');
  });

  it('remembers the default account only for a file of one account no account knows', () => {
    expect(accountsOfRows(statements, commit({ moneyAccountId: 'x' })).remember).toEqual([]);
    const one = parseFile(sample('statement-v2.ofx'));
    const single = fileStatements(one.statements, one.rows, new Map());
    expect(accountsOfRows(single, commit({ moneyAccountId: 'x' })).remember).toEqual([
      { identifier: 'GB29NWBK60161331926819', moneyAccountId: 'x' },
    ]);
    expect(accountsOfRows(single, commit({})).remember).toEqual([]);
  });

  it('refuses a map naming an account the file does not have, naming the entry', () => {
    const input = commit({ accounts: [{ identifier: 'PL00', moneyAccountId: 'a' }] });
    expect(() => accountsOfRows(statements, input)).toThrow(
      expect.objectContaining({
        message: 'The file names no account with this identifier',
        details: { 'accounts.0.identifier': ['The file names no account with this identifier'] },
      }),
    );
  });
});
