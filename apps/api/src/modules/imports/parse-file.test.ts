import { Currency } from '@budget/contract';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { dateOf, minorUnitsOf } from './file-text.ts';
import { counts } from './import-checks.ts';
import { parseFile } from './parse-file.ts';

const sample = (name: string) =>
  readFileSync(new URL(`./samples/${name}`, import.meta.url), 'utf8');
const brief = (rows: ReturnType<typeof parseFile>['rows']) =>
  rows.map(({ date, name, amount, currency, bankId, error }) => ({
    date,
    name,
    amount,
    currency,
    bankId,
    error,
  }));

describe('bank files', () => {
  it('read every statement of a multi-account OFX 1.x file, credit card included', () => {
    const { format, rows } = parseFile(sample('multi-account.ofx'));
    expect(format).toBe('ofx');
    expect(brief(rows)).toEqual([
      {
        date: '2026-03-02',
        name: 'Biedronka Warszawa',
        amount: -4599,
        currency: Currency.PLN,
        bankId: 'PL-0001',
        error: null,
      },
      {
        date: '2026-03-10',
        name: 'ACME Sp. z o.o.',
        amount: 850000,
        currency: Currency.PLN,
        bankId: 'PL-0002',
        error: null,
      },
      {
        date: null,
        name: 'Bad date',
        amount: -1000,
        currency: Currency.PLN,
        bankId: 'PL-0003',
        error: 'Line 20: DTPOSTED is not a date',
      },
      {
        date: '2026-03-31',
        name: 'Interest & fees',
        amount: 125,
        currency: Currency.EUR,
        bankId: 'EU-0001',
        error: null,
      },
      {
        date: '2026-03-05',
        name: 'STREAMING SERVICE',
        amount: -1999,
        currency: Currency.USD,
        bankId: 'CC-0001',
        error: null,
      },
    ]);
    expect(rows[0]?.description).toBe('Zakupy spożywcze');
    expect(rows[0]?.line).toBe(18);
  });

  it('read OFX 2.x (XML)', () => {
    const { format, rows } = parseFile(sample('statement-v2.ofx'));
    expect(format).toBe('ofx');
    expect(brief(rows)).toEqual([
      {
        date: '2026-04-02',
        name: 'Corner & Co',
        amount: -1250,
        currency: Currency.GBP,
        bankId: 'GB-1',
        error: null,
      },
      {
        date: '2026-04-03',
        name: 'Tube',
        amount: -700,
        currency: Currency.GBP,
        bankId: 'GB-2',
        error: null,
      },
    ]);
    expect(rows[1]?.description).toBe('Oyster top-up');
  });

  it('read CAMT.053 entries, a batch entry as one row per detail', () => {
    const { format, rows } = parseFile(sample('statement.camt053.xml'));
    expect(format).toBe('camt053');
    expect(brief(rows)).toEqual([
      {
        date: '2026-04-03',
        name: 'Bäckerei Müller',
        amount: -5430,
        currency: Currency.EUR,
        bankId: 'DE-REF-001',
        error: null,
      },
      {
        date: '2026-04-25',
        name: 'Arbeitgeber GmbH',
        amount: 320000,
        currency: Currency.EUR,
        bankId: 'DE-REF-002',
        error: null,
      },
      {
        date: '2026-04-28',
        name: 'Stadtwerke',
        amount: -10000,
        currency: Currency.EUR,
        bankId: 'DE-BATCH-003/1',
        error: null,
      },
      {
        date: '2026-04-28',
        name: 'Wasserwerk',
        amount: -5000,
        currency: Currency.EUR,
        bankId: 'DE-BATCH-003/2',
        error: null,
      },
    ]);
    expect(rows[0]?.description).toBe('Brötchen & Kuchen');
  });

  it('read namespace-prefixed CAMT.053, naming the line of a row it cannot take or that is not booked', () => {
    const { rows } = parseFile(sample('prefixed.camt053.xml'));
    expect(brief(rows)).toEqual([
      {
        date: '2026-05-02',
        name: 'Kartenzahlung Migros',
        amount: -2000,
        currency: Currency.CHF,
        bankId: 'CH-1',
        error: null,
      },
      {
        date: '2026-05-03',
        name: 'Bank transaction',
        amount: -500,
        currency: null,
        bankId: null,
        error: 'Line 12: currency XYZ is not kept by the app',
      },
      {
        date: '2026-05-04',
        name: 'Kiosk',
        amount: -750,
        currency: Currency.CHF,
        bankId: 'CH-3',
        error:
          'Line 17: the entry is pending (status PDNG), not booked; import it once the bank has booked it',
      },
    ]);
  });

  it("read the status of a CAMT.053 001.09 entry, and a bank's own status, as the entry's", () => {
    const entry = (status: string, details = '') => `
      <Ntry>
        <Amt Ccy="EUR">1.00</Amt><CdtDbtInd>DBIT</CdtDbtInd>${status}
        <BookgDt><Dt>2026-05-02</Dt></BookgDt>${details}
      </Ntry>`;
    const file = `<?xml version="1.0"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.09"><BkToCstmrStmt><Stmt>${[
      entry('<Sts><Cd>PDNG</Cd></Sts>'),
      entry('<Sts><Cd>BOOK</Cd></Sts>'),
      entry('<Sts><Prtry>BOOKED</Prtry></Sts>'),
      entry('<Sts><Prtry>PENDING</Prtry></Sts>'),
      entry(
        '',
        '<NtryDtls><TxDtls><SplmtryData><Envlp><Sts>X</Sts></Envlp></SplmtryData></TxDtls></NtryDtls>',
      ),
    ].join('')}</Stmt></BkToCstmrStmt></Document>`;
    expect(
      parseFile(file).rows.map((row) => row.error?.replace(/^Line \d+: /, '') ?? null),
    ).toEqual([
      'the entry is pending (status PDNG), not booked; import it once the bank has booked it',
      null,
      null,
      'the entry is pending (status PDNG), not booked; import it once the bank has booked it',
      null,
    ]);
    // Counted as not booked yet, not as rows that cannot be read.
    const checked = parseFile(file).rows.map((row) => ({
      ...row,
      duplicate: false,
      enteredAs: null,
    }));
    expect(counts(checked)).toEqual({
      rows: 5,
      importable: 3,
      duplicates: 0,
      errors: 0,
      pending: 2,
      confirming: 0,
    });
  });

  it('refuse a file of no known format, or one without transactions, with the reason', () => {
    expect(() => parseFile('Dear bank,\nplease send my statement.')).toThrow(
      'not one of the formats',
    );
    expect(() => parseFile('<OFX><BANKMSGSRSV1></BANKMSGSRSV1></OFX>')).toThrow(
      'holds no transactions',
    );
  });

  it('keep character references that are no character as written, and cut over-long ids', () => {
    const ofx = (name: string, id: string) =>
      `<OFX><STMTRS><CURDEF>EUR<BANKTRANLIST><STMTTRN><DTPOSTED>20260402<TRNAMT>-1.00<FITID>${id}<NAME>${name}</STMTTRN></BANKTRANLIST></STMTRS></OFX>`;
    const [row] = parseFile(ofx('Shop&#0; &#99999999; &#x141;&#243;d&#378;', 'X')).rows;
    expect(row?.name).toBe('Shop&#0; &#99999999; Łódź');
    const long = `${'Ż'.repeat(189)}😀${'x'.repeat(300)}`;
    const [cut] = parseFile(ofx('Shop', long)).rows;
    expect(cut?.bankId).toHaveLength(254);
    expect(cut?.bankId).toMatch(/^Ż{189}#[0-9a-f]{64}$/);
    expect(parseFile(ofx('Shop', `${long}y`)).rows[0]?.bankId).not.toBe(cut?.bankId);
  });

  it('read amounts exactly and only real dates', () => {
    expect(minorUnitsOf('-1234.56')).toBe(-123456);
    expect(minorUnitsOf('0,1')).toBe(10);
    expect(minorUnitsOf('+7')).toBe(700);
    expect(minorUnitsOf('1.234,56')).toBeNull();
    expect(minorUnitsOf('12.345')).toBeNull();
    expect(dateOf('20240229')).toBe('2024-02-29');
    expect(dateOf('2025-02-29')).toBeNull();
  });
});
