import { Currency } from '@budget/contract';
import { describe, expect, it } from 'vitest';
import { detectMapping } from './csv-detect.ts';
import { parseFile } from './parse-file.ts';

const words = (text: string) =>
  parseFile(text, { currency: Currency.EUR }).rows.map(
    ({ name, description, payee, title, amount, error }) => ({
      name,
      description,
      payee,
      title,
      amount,
      error,
    }),
  );

/** A German bank's CAMT.053 001.08 statement holding these entries. */
const camt = (...entries: string[]) => `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08">
  <BkToCstmrStmt>
    <GrpHdr><MsgId>STMT-2026-11</MsgId><CreDtTm>2026-11-30T18:00:00</CreDtTm></GrpHdr>
    <Stmt>
      <Id>2026-11</Id>
      <Acct><Id><IBAN>DE89370400440532013000</IBAN></Id><Ccy>EUR</Ccy></Acct>
${entries.join('\n')}
    </Stmt>
  </BkToCstmrStmt>
</Document>
`;

const entry = (amount: string, side: 'DBIT' | 'CRDT', details: string) => `      <Ntry>
        <Amt Ccy="EUR">${amount}</Amt><CdtDbtInd>${side}</CdtDbtInd><Sts><Cd>BOOK</Cd></Sts>
        <BookgDt><Dt>2026-11-03</Dt></BookgDt><ValDt><Dt>2026-11-03</Dt></ValDt>
        <AcctSvcrRef>REF-${amount}</AcctSvcrRef>
        <BkTxCd><Prtry><Cd>NMSC+005</Cd></Prtry></BkTxCd>
        <NtryDtls><TxDtls>${details}</TxDtls></NtryDtls>
      </Ntry>`;

describe('Payees and titles of each format', () => {
  it('CAMT.053: the counterparty without card number and date, the title from Ustrd', () => {
    const text = camt(
      entry(
        '23.47',
        'DBIT',
        `<RltdPties><Cdtr><Pty><Nm>REWE Markt GmbH//Berlin/DE 2026-11-02T18:44:12 Karte Nr. 4871 78XX XXXX 1234</Nm></Pty></Cdtr></RltdPties>
          <RmtInf><Ustrd>Kartenzahlung girocard</Ustrd></RmtInf>`,
      ),
      entry(
        '3200.00',
        'CRDT',
        `<RltdPties><Dbtr><Nm>ACME GmbH</Nm></Dbtr><Cdtr><Nm>Max Mustermann</Nm></Cdtr></RltdPties>
          <RmtInf><Ustrd>Gehalt November 2026</Ustrd></RmtInf>`,
      ),
    );
    expect(words(text)).toEqual([
      {
        name: 'REWE Markt GmbH//Berlin/DE',
        payee: 'REWE Markt GmbH//Berlin/DE',
        title: 'Kartenzahlung girocard',
        description: 'Kartenzahlung girocard; Karte Nr. 4871 78XX XXXX 1234; 2026-11-02T18:44:12',
        amount: -2347,
        error: null,
      },
      {
        // Money in: the debtor paid it (the creditor is the account holder).
        name: 'ACME GmbH',
        payee: 'ACME GmbH',
        title: 'Gehalt November 2026',
        description: 'Gehalt November 2026',
        amount: 320000,
        error: null,
      },
    ]);
  });

  it('OFX: NAME is the payee, MEMO the title', () => {
    const text = `OFXHEADER:100
DATA:OFXSGML
VERSION:102

<OFX><BANKMSGSRSV1><STMTTRNRS><STMTRS><CURDEF>EUR
<BANKACCTFROM><BANKID>30003<ACCTID>FR7630003000</BANKACCTFROM>
<BANKTRANLIST>
<STMTTRN><TRNTYPE>POS<DTPOSTED>20261102<TRNAMT>-45.30<FITID>FR-1<NAME>CARTE X4321 31/10 CARREFOUR<MEMO>PAIEMENT PAR CARTE</STMTTRN>
<STMTTRN><TRNTYPE>XFER<DTPOSTED>20261105<TRNAMT>2850.00<FITID>FR-2<NAME>ACME SAS<MEMO>SALAIRE NOVEMBRE</STMTTRN>
</BANKTRANLIST></STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>
`;
    expect(words(text)).toMatchObject([
      {
        name: 'CARREFOUR',
        payee: 'CARREFOUR',
        title: 'PAIEMENT PAR CARTE',
        description: 'PAIEMENT PAR CARTE; CARTE X4321; 31/10',
      },
      { name: 'ACME SAS', title: 'SALAIRE NOVEMBRE', description: 'SALAIRE NOVEMBRE' },
    ]);
  });

  it('QIF: P is the payee, M the title; a row without P is named by its title', () => {
    const text = [
      '!Type:Bank',
      'D03.11.2026',
      'T-37.15',
      'PŻabka Z5521 12.11.2026',
      'MZakupy spożywcze',
      '^',
      'D04.11.2026',
      'T-12.00',
      'MOpłata za kartę 11/2026',
      '^',
    ].join('\n');
    expect(words(text)).toMatchObject([
      { name: 'Żabka Z5521', payee: 'Żabka Z5521', description: 'Zakupy spożywcze; 12.11.2026' },
      { name: 'Opłata za kartę 11/2026', payee: null, title: 'Opłata za kartę 11/2026' },
    ]);
  });

  it("CSV: a French export's 'Débit' and 'Crédit' columns, the chosen columns the payee and title", () => {
    const text = [
      'Compte courant n° 12345678901;;;;',
      '',
      'Date;Bénéficiaire;Libellé;Débit;Crédit',
      '02/11/2026;CARREFOUR MARKET;PAIEMENT PAR CARTE X4321 31/10;45,30;',
      '05/11/2026;ACME SAS;VIR SEPA SALAIRE NOVEMBRE;;2850,00',
      '07/11/2026;EDF;PRLV SEPA EDF FACTURE 0042;-62,10;',
    ].join('\n');
    expect(detectMapping(text)).toMatchObject({
      skipLines: 1, // the account line; the blank line is no row
      nameColumn: 1,
      descriptionColumn: 2,
      amountColumn: null,
      debitColumn: 3,
      creditColumn: 4,
    });
    const { rows, format } = parseFile(text, { currency: Currency.EUR });
    expect(format).toBe('csv');
    expect(rows.map(({ name, title, amount, error }) => ({ name, title, amount, error }))).toEqual([
      {
        name: 'CARREFOUR MARKET',
        title: 'PAIEMENT PAR CARTE X4321 31/10',
        amount: -4530,
        error: null,
      },
      { name: 'ACME SAS', title: 'VIR SEPA SALAIRE NOVEMBRE', amount: 285000, error: null },
      // Either sign of money out in the debit column is an expense.
      { name: 'EDF', title: 'PRLV SEPA EDF FACTURE 0042', amount: -6210, error: null },
    ]);
  });
});
