import { Currency } from '@budget/contract';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { ParsedRow } from './file-text.ts';
import { isMt940, parseMt940 } from './mt940.ts';

const sample = (name: string) =>
  readFileSync(new URL(`./samples/${name}`, import.meta.url), 'utf8');
/** One EUR statement around these :61: and :86: lines; the rows read from it. */
const statement = (...lines: string[]) =>
  parseMt940(
    [':20:REF', ':25:ACCOUNT', ':60F:C260301EUR0,', ...lines, ':62F:C260301EUR0,', '-'].join('\n'),
  );
const first = (...lines: string[]) => statement(...lines)[0];
const withoutWords = ({ payee: _p, title: _t, ...row }: ParsedRow) => row;

describe('MT940 files', () => {
  it('read every row of a German file in SWIFT blocks (?-subfields, a reversal, a bad date)', () => {
    const text = sample('statement.mt940');
    expect(isMt940(text)).toBe(true);
    const row = { currency: Currency.EUR, error: null, account: '37040044/0532013000' };
    expect(parseMt940(text).map(withoutWords)).toEqual([
      {
        ...row,
        line: 6,
        date: '2026-03-03', // paid on the 2nd, booked (the entry date) on the 3rd
        name: 'Bäckerei Müller GmbH',
        description: 'Brötchen & Kuchen Filiale Marktplatz; KARTENZAHLUNG',
        amount: -5430,
        bankId: 'DE-REF-001',
      },
      {
        ...row,
        line: 10,
        date: '2026-03-03',
        name: 'Arbeitgeber GmbH',
        description: 'Lohn / Gehalt 03/2026; GUTSCHRIFT',
        amount: 320000,
        bankId: 'DE-REF-002',
      },
      {
        ...row,
        line: 12,
        date: '2026-03-04',
        name: 'Stadtwerke Musterstadt Energie AG',
        description: 'Lastschrift zurück: Konto nicht gedeckt; RUECKLASTSCHRIFT',
        amount: 1000,
        bankId: 'DE-REF-003',
      },
      {
        ...row,
        line: 23,
        date: null,
        name: 'Café Süd',
        description: 'Kaffee; KARTENZAHLUNG',
        amount: -1200,
        bankId: 'DE-REF-004',
        error: 'Line 23: the value date is not a date',
      },
      {
        ...row,
        line: 25,
        date: '2026-03-05',
        name: 'Stadtwerke',
        description: 'Strom März 2026; LASTSCHRIFT',
        amount: -9999,
        bankId: 'DE-REF-005',
      },
    ]);
  });

  it('read every row of a plain Rabobank file (CRLF, /NAME/ /REMI/, :60M:, an unknown currency)', () => {
    const text = sample('rabobank.mt940');
    expect(text).toContain('\r\n');
    expect(isMt940(text)).toBe(true);
    const row = { currency: Currency.EUR, error: null, account: 'NL12RABO0123456789' };
    expect(parseMt940(text).map(withoutWords)).toEqual([
      {
        ...row,
        line: 6,
        date: '2026-03-10',
        name: 'ACME BV',
        description: 'invoice 12',
        amount: 125000,
        bankId: null,
      },
      {
        ...row,
        line: 8,
        date: '2026-03-11',
        name: 'Albert Heijn 123',
        description: 'Boodschappen week 11',
        amount: -4590,
        bankId: 'RABO-0002',
      },
      {
        ...row,
        line: 11,
        date: '2026-03-12',
        name: 'Betaalautomaat Parkeergarage Centrum Utrecht', // the date is in the description
        description: 'Betaalautomaat 12.03.26 Parkeergarage Centrum Utrecht',
        amount: -750,
        bankId: null, // POS-20260312 is the customer's reference, not the bank's
      },
      {
        ...row,
        line: 20,
        date: '2026-03-13',
        name: 'Rabobank',
        description: 'Nulboeking',
        amount: 0,
        bankId: null,
        error: 'Line 20: the amount is zero',
      },
      {
        ...row,
        line: 22,
        date: '2026-03-13',
        name: 'Verkeerd Bedrag',
        description: 'punt in het bedrag',
        amount: null,
        bankId: 'RABO-0005',
        error: 'Line 22: the amount is not an amount',
      },
      {
        ...row,
        line: 24,
        date: '2026-03-13',
        name: 'J. de Vries',
        description: 'terugbetaling lunch',
        amount: 8000,
        bankId: 'RABO-0006',
      },
      {
        account: 'NL12RABO0123456789',
        line: 33,
        date: '2026-03-14',
        name: 'Onbekend',
        description: 'vreemde munt',
        amount: 500,
        currency: null,
        bankId: 'RABO-0007',
        error: 'Line 33: currency XYZ is not kept by the app',
      },
    ]);
    expect(parseMt940(text.replace(/\r\n/g, '\n'))).toEqual(parseMt940(text));
  });

  it('tell MT940 from OFX, CAMT.053, CSV, QIF and XML', () => {
    expect(isMt940(':20:REF\n:25:ACC\n:60M:C260301PLN1,00\n:61:260302D1,NMSCNONREF\n')).toBe(true);
    expect(isMt940(sample('multi-account.ofx'))).toBe(false);
    expect(isMt940(sample('statement.camt053.xml'))).toBe(false);
    expect(isMt940('Date;Amount;Text\n2026-03-02;-1,00;":20:REF"\n')).toBe(false);
    expect(isMt940('!Type:Bank\nD03/02/2026\nT-1.00\nP:20:\n^\n')).toBe(false);
    const xml =
      '<?xml version="1.0"?>\n<Doc>\n:20:REF\n:60F:C260301EUR1,\n:61:260302D1,NMSC\n</Doc>';
    expect(isMt940(xml)).toBe(false);
    // Without an opening balance there is no currency, so no statement.
    expect(isMt940(':20:REF\n:61:260302D1,NMSCNONREF\n')).toBe(false);
  });

  it('join an :86: spanning lines in each of its shapes', () => {
    // German subfields: the line breaks are removed first, even inside a '?NN' marker.
    expect(
      first(
        ':61:260302D1,NMSCNONREF',
        ':86:005?00KARTE?2',
        '0Miete?2',
        '1März?3',
        '2Haus',
        'verwaltung AG',
      ),
    ).toMatchObject({ name: 'Hausverwaltung AG', description: 'Miete März; KARTE' });
    // A subfield of the full 27 characters runs on into the next.
    expect(
      first(':61:260302D1,NMSCNONREF', ':86:166?20Abschlagszahlung Stromliefe?21rung?32A?33B'),
    ).toMatchObject({ name: 'A B', description: 'Abschlagszahlung Stromlieferung' });
    // Polish banks write '~' for '?'.
    expect(
      first(':61:260302D1,NMSCNONREF', ':86:020~00PRZELEW~20Czynsz~32Jan Kowalski'),
    ).toMatchObject({
      name: 'Jan Kowalski',
      description: 'Czynsz; PRZELEW',
    });
    // Dutch keys: a line ending before a key, and a line cut at 65 characters inside a word.
    const cut = '/NAME/Stichting Voorbeeld/REMI/Contributie 2026 lidnummer 12345 j';
    expect(cut).toHaveLength(65);
    expect(
      first(':61:260302D1,NMSCNONREF', ':86:/NAME/ACME BV/', 'REMI/invoice 12/'),
    ).toMatchObject({
      name: 'ACME BV',
      description: 'invoice 12',
    });
    expect(first(':61:260302D1,NMSCNONREF', `:86:${cut}`, 'anuari/')).toMatchObject({
      name: 'Stichting Voorbeeld',
      description: 'Contributie 2026 lidnummer 12345 januari',
    });
    // Free text: the name, lines at a word joined by a space.
    expect(first(':61:260302D1,NMSCNONREF', ':86:Miete Maerz', 'Wohnung 3', '')).toMatchObject({
      name: 'Miete Maerz Wohnung 3',
      description: null,
    });
  });

  it('read the parts of a :61: line', () => {
    // RC reverses a credit (money out), a funds code may follow the mark, '12,' is 12.00.
    expect(first(':61:2603020302RCR12,NTRFREF1//BANK1')).toMatchObject({
      date: '2026-03-02',
      amount: -1200,
      bankId: 'BANK1',
    });
    expect(first(':61:260302CD0,5N123NONREF//NONREF')).toMatchObject({ amount: 50, bankId: null });
    expect(first(':61:260302D1,NMSCCUST-9')).toMatchObject({ bankId: null });
    // Without an :86:, the supplementary details name the row; an :86: after :62F: is no row's.
    expect(statement(':61:260302D1,NMSCNONREF', 'Kartenzahlung Kiosk')).toMatchObject([
      { name: 'Kartenzahlung Kiosk', description: null },
    ]);
    expect(first(':61:260302D1,NMSC', ':62F:C260302EUR0,', ':86:Saldo')?.name).toBe(
      'Bank transaction',
    );
    expect(first(':61:260302D12,345NMSC')?.error).toBe('Line 4: the amount is not an amount');
    expect(first(':61:260302X12,NMSC')?.error).toBe('Line 4: the amount is not an amount');
    expect(first(':61:991332D12,NMSC')?.error).toBe('Line 4: the value date is not a date');
  });

  it('read statements split by a repeated :20: or by nothing, up to the end of the file', () => {
    const text = [
      ':20:A',
      ':60F:C260301PLN1234,56',
      ':61:260302C5,NMSCNONREF',
      ':20:B',
      ':61:260303C6,NMSCNONREF',
      ':20:C',
      ':60F:D260301USD1,',
      ':61:260304D7,NMSCNONREF',
    ].join('\r\n');
    expect(
      parseMt940(text).map(({ line, amount, currency, error }) => ({
        line,
        amount,
        currency,
        error,
      })),
    ).toEqual([
      { line: 3, amount: 500, currency: Currency.PLN, error: null },
      {
        line: 5,
        amount: 600,
        currency: null,
        error: 'Line 5: currency (none) is not kept by the app',
      },
      { line: 8, amount: -700, currency: Currency.USD, error: null },
    ]);
  });
});
