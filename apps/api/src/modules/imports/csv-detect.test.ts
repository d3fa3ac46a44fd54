import { csvMappingSchema } from '@budget/contract';
import { describe, expect, it } from 'vitest';
import { parseCsv } from './csv.ts';
import { detectLayout, detectMapping, isCsv } from './csv-detect.ts';
import { formatOf } from './parse-file.ts';

/** The columns and first row a detected mapping reads from a bank's export. */
function read(text: string) {
  const mapping = detectMapping(text);
  const [row] = parseCsv(text, mapping, 978);
  return { mapping, row };
}

describe('CSV column detection by title', () => {
  it("takes Sparkasse's 'Betrag', not 'Lastschrift Ursprungsbetrag'", () => {
    const { mapping, row } = read(
      [
        '"Auftragskonto";"Buchungstag";"Valutadatum";"Buchungstext";"Verwendungszweck";"Glaeubiger ID";"Mandatsreferenz";"Kundenreferenz (End-to-End)";"Sammlerreferenz";"Lastschrift Ursprungsbetrag";"Auslagenersatz Ruecklastschrift";"Beguenstigter/Zahlungspflichtiger";"Kontonummer/IBAN";"BIC (SWIFT-Code)";"Betrag";"Waehrung";"Info"',
        '"DE12";"02.03.26";"01.03.26";"LASTSCHRIFT";"Strom Maerz";"DE98ZZZ09999999999";"M-123";"E2E-1";"";"";"";"Stadtwerke";"DE111";"BIC1";"-54,30";"EUR";"Umsatz gebucht"',
        '"DE12";"15.03.26";"15.03.26";"GUTSCHRIFT";"Gehalt";"";"";"";"";"";"";"ACME GmbH";"DE222";"BIC2";"3.200,00";"EUR";"Umsatz gebucht"',
      ].join('\n'),
    );
    expect(mapping).toMatchObject({
      dateColumn: 1,
      nameColumn: 11,
      descriptionColumn: 4,
      amountColumn: 14,
      currencyColumn: 15,
      bankIdColumn: null,
    });
    expect(row).toMatchObject({ date: '2026-03-02', name: 'Stadtwerke', amount: -5430 });
  });

  it("takes N26's 'Amount (EUR)' and no currency from 'Original Currency'", () => {
    const { mapping, row } = read(
      [
        '"Booking Date","Value Date","Partner Name","Partner Iban","Type","Payment Reference","Account Name","Amount (EUR)","Original Amount","Original Currency","Exchange Rate"',
        '"2026-03-02","2026-03-02","REWE","","Debit Transfer","","Main Account","-54.20","","",""',
        '"2026-03-03","2026-03-03","Amazon US","","Debit Transfer","","Main Account","-18.40","-20.00","USD","1.087"',
        '"2026-03-15","2026-03-15","ACME GmbH","DE89","Credit Transfer","Gehalt","Main Account","3200.00","","",""',
      ].join('\n'),
    );
    expect(mapping).toMatchObject({ nameColumn: 2, amountColumn: 7, currencyColumn: null });
    expect(row).toMatchObject({ name: 'REWE', amount: -5420, currency: 978, error: null });
  });

  it("takes Chase's 'Description', not 'Details', with or without a trailing empty field", () => {
    for (const end of [',', '']) {
      const { mapping, row } = read(
        [
          'Details,Posting Date,Description,Amount,Type,Balance,Check or Slip #',
          `DEBIT,03/02/2026,"WHOLEFDS MKT 10234",-54.20,DEBIT_CARD,1200.00,${end}`,
          `CREDIT,03/15/2026,"ACME PAYROLL",2500.00,ACH_CREDIT,3700.00,${end}`,
          `DEBIT,03/20/2026,"SHELL OIL 123",-40.00,DEBIT_CARD,3660.00,${end}`,
        ].join('\n'),
      );
      expect(mapping).toMatchObject({ skipLines: 0, hasHeader: true, dateColumn: 1 });
      expect(mapping).toMatchObject({ nameColumn: 2, amountColumn: 3 });
      expect(row).toMatchObject({ date: '2026-03-02', name: 'WHOLEFDS MKT', description: '10234' });
    }
  });

  it("takes Monzo's 'Description' over 'Notes and #tags', and 'Amount' over 'Local amount'", () => {
    const { mapping } = read(
      [
        'Transaction ID,Date,Time,Type,Name,Emoji,Category,Amount,Currency,Local amount,Local currency,Notes and #tags,Address,Receipt,Description,Category split,Money Out,Money In',
        'tx_1,02/03/2026,10:11:12,Card payment,Tesco,,Groceries,-54.20,GBP,-54.20,GBP,,,,TESCO STORES,,-54.20,',
        'tx_2,15/03/2026,09:00:00,Faster payment,ACME Ltd,,Income,2500.00,GBP,2500.00,GBP,,,,ACME SALARY,,,2500.00',
      ].join('\n'),
    );
    expect(mapping).toMatchObject({
      dateFormat: 'dd/MM/yyyy',
      nameColumn: 4,
      descriptionColumn: 14,
      amountColumn: 7,
      debitColumn: null,
      currencyColumn: 8,
      categoryColumn: 6,
      bankIdColumn: 0,
    });
  });

  it("finds mBank's header past its preamble and takes '#Tytuł' over '#Opis operacji'", () => {
    const text = [
      'mBank S.A. Bankowość Detaliczna;',
      'Skrytka Pocztowa 2108;',
      '90-959 Łódź 2;',
      'www.mBank.pl;',
      'mLinia: 801 300 800;',
      '#Klient;',
      'JAN KOWALSKI;',
      '',
      '#Za okres:;',
      '01.03.2026;31.03.2026;',
      '#Waluta;#Wpływy;#Wydatki;',
      'PLN;2 500,00;-94,20;',
      '',
      '#Data operacji;#Data księgowania;#Opis operacji;#Tytuł;#Nadawca/Odbiorca;#Numer konta;#Kwota;#Saldo po operacji;',
      '2026-03-02;2026-03-02;ZAKUP PRZY UŻYCIU KARTY;"BIEDRONKA WARSZAWA";"  ";\'\';-54,20;1 000,00;',
      '2026-03-15;2026-03-15;PRZELEW PRZYCHODZĄCY;"WYNAGRODZENIE";"ACME SP Z O O";\'1234\';2 500,00;3 500,00;',
      '2026-03-20;2026-03-20;ZAKUP PRZY UŻYCIU KARTY;"ORLEN KRAKÓW";"  ";\'\';-40,00;3 460,00;',
    ].join('\n');
    const { mapping, row } = read(text);
    expect(mapping).toMatchObject({
      delimiter: ';',
      decimalSeparator: ',',
      skipLines: 11,
      hasHeader: true,
      dateColumn: 0,
      nameColumn: 4,
      descriptionColumn: 3,
      amountColumn: 6,
    });
    expect(row).toMatchObject({ line: 15, name: 'BIEDRONKA WARSZAWA', amount: -5420 });
  });
});

describe('CSV header and column detection', () => {
  it("takes 'Address 1' as a title, and never the date column as the amount too", () => {
    const text =
      'Date,Payee,Address 1,Amount\n2026-03-02,Shop,Main St,-12.50\n2026-03-03,B,High St,-3\n';
    expect(detectMapping(text)).toMatchObject({
      hasHeader: true,
      dateColumn: 0,
      nameColumn: 1,
      amountColumn: 3,
    });
    // No title and no amount-like values: the fallback takes a column of its own.
    const plain = 'When,What\n2026-03-02,Shop\n2026-03-03,Other\n2026-03-04,Third\n';
    const fallback = detectMapping(plain);
    expect(fallback.dateColumn).toBe(0);
    expect(fallback.amountColumn).toBe(1);
  });

  it('takes the separator of the rows, not of one long field full of another', () => {
    const id = 'a;b|c'.repeat(200);
    const text = `Date,Payee,Amount,Transaction ID\n2026-03-01,Shop,-1.00,${id}\n2026-03-02,B,-2.00,B\n`;
    expect(isCsv(text)).toBe(true);
    expect(detectMapping(text)).toMatchObject({ delimiter: ',', bankIdColumn: 3 });
  });

  it('reads a Dutch export whose amounts have thousands points and no decimals', () => {
    const text =
      'Datum\tNaam\tBedrag\n01-03-2026\tHuur\t-1.250\n02-03-2026\tSalaris\t3.000\n03-03-2026\tBakker\t-45\n';
    const mapping = detectMapping(text);
    expect(mapping).toMatchObject({ decimalSeparator: ',', thousandsSeparator: '.' });
    expect(parseCsv(text, mapping, 978).map((row) => row.amount)).toEqual([-125000, 300000, -4500]);
  });

  it('skips at most 100 rows, so that a detected mapping is always a valid one', () => {
    let text = '';
    for (let i = 0; i < 120; i++) text += `Account info line ${i}\n`;
    text += 'Date,Payee,Amount\n';
    for (let i = 0; i < 70; i++) text += `2026-03-01,Shop${i},-1.${String(i).padStart(2, '0')}\n`;
    const { mapping, header } = detectLayout(text);
    expect(header).toBe(120);
    expect(mapping).toMatchObject({ skipLines: 100, dateColumn: 0, nameColumn: 1 });
    expect(csvMappingSchema.safeParse(mapping).success).toBe(true);
    const rows = parseCsv(text, mapping, 978);
    expect(rows.filter((row) => row.error === null)).toHaveLength(70);
  });

  it('maps only the first 500 columns of a wider file, and calls its rows too wide', () => {
    const titles = Array.from({ length: 600 }, (_, i) => (i === 550 ? 'Date' : `x${i}`));
    const row = Array.from({ length: 600 }, (_, i) => (i === 550 ? '2026-03-01' : 'v'));
    const text = [titles, row, row].map((cells) => cells.join(',')).join('\n');
    const { mapping, width } = detectLayout(text);
    expect(width).toBe(500);
    expect(csvMappingSchema.safeParse(mapping).success).toBe(true);
    expect(parseCsv(text, mapping, 978)[0]?.error).toBe(
      'Line 2: the row has more than 500 fields; check the separator',
    );
  });

  it('tells the format and detects the mapping of 50 MB files quickly', () => {
    const wideRow = Array.from({ length: 20_000 }, (_, i) => (i % 7 ? String(i) : `w${i}`));
    const wide = `${wideRow.join(';')}\n`.repeat(200);
    const line = '2026-03-01,Some shop name here,-12.50,EUR,ref\n';
    const head = `Date,Payee,Amount,Currency,Ref\n${line}${line}2026-03-01,"unclosed,-1.00,EUR,x\n`;
    const unclosed = head + line.repeat(45e6 / line.length);
    for (const text of [wide, unclosed]) {
      const started = performance.now();
      expect(formatOf(text)).toBe('csv');
      expect(isCsv(text)).toBe(true);
      expect(csvMappingSchema.safeParse(detectMapping(text)).success).toBe(true);
      expect(performance.now() - started).toBeLessThan(4000);
    }
  });
});
