import {
  Currency,
  type ImportBatch,
  type ImportPreview,
  type TransactionPage,
} from '@budget/contract';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/each-database.ts';
import { ownerWithGroup } from '../../test/groups.ts';
import type { TestClient } from '../../test/test-app.ts';
import { DECLARATIONS_REFUSED } from './file-checks.ts';

/** A French bank's OFX 1.x file of one statement, whole or cut after its statement. */
const OFX_STATEMENT = `OFXHEADER:100
DATA:OFXSGML
VERSION:102
ENCODING:USASCII

<OFX><SIGNONMSGSRSV1><SONRS><STATUS><CODE>0<SEVERITY>INFO</STATUS><LANGUAGE>FRA</SONRS></SIGNONMSGSRSV1>
<BANKMSGSRSV1><STMTTRNRS><TRNUID>1<STATUS><CODE>0<SEVERITY>INFO</STATUS>
<STMTRS><CURDEF>EUR<BANKACCTFROM><BANKID>30003<BRANCHID>01234<ACCTID>00012345678<ACCTTYPE>CHECKING</BANKACCTFROM>
<BANKTRANLIST><DTSTART>20261101<DTEND>20261130
<STMTTRN><TRNTYPE>POS<DTPOSTED>20261102<TRNAMT>-45.30<FITID>CUT-1<NAME>CARTE X4321 31/10 CARREFOUR<MEMO>PAIEMENT PAR CARTE</STMTTRN>
<STMTTRN><TRNTYPE>CREDIT<DTPOSTED>20261105<TRNAMT>2850.00<FITID>CUT-2<NAME>ACME SAS<MEMO>SALAIRE NOVEMBRE</STMTTRN>
</BANKTRANLIST><LEDGERBAL><BALAMT>2804.70<DTASOF>20261130</LEDGERBAL></STMTRS>`;
const OFX_END = '\n</STMTTRNRS></BANKMSGSRSV1></OFX>\n';

const CAMT_HEAD = `<?xml version="1.0" encoding="UTF-8"?>`;
const camt = (prolog: string, body = '') => `${CAMT_HEAD}
${prolog}
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02"${body.includes('xi:') ? ' xmlns:xi="http://www.w3.org/2001/XInclude"' : ''}>
  <BkToCstmrStmt><Stmt><Acct><Id><IBAN>DE89370400440532013000</IBAN></Id></Acct>
    <Ntry><Amt Ccy="EUR">10.00</Amt><CdtDbtInd>DBIT</CdtDbtInd><Sts>BOOK</Sts>
      <BookgDt><Dt>2026-11-03</Dt></BookgDt>
      <NtryDtls><TxDtls><RltdPties><Cdtr><Nm>&shop;${body}</Nm></Cdtr></RltdPties></TxDtls></NtryDtls>
    </Ntry>
  </Stmt></BkToCstmrStmt>
</Document>`;

describeEachDatabase('whole bank files only', (ctx) => {
  let client: TestClient;
  let groupId: string;
  const file = (fileName: string, content: string) => ({
    groupId,
    fileName,
    content,
    currency: Currency.EUR,
  });
  const count = async () => {
    const page = await client.get<TransactionPage>('/transactions', {
      query: { groupIds: groupId },
    });
    const history = await client.get<ImportBatch[]>('/imports', { query: { groupId } });
    return [page.body.data.totalCount, history.body.data.length];
  };

  beforeAll(async () => {
    const fixture = await ownerWithGroup(ctx(), 'Whole files');
    client = fixture.ownerClient;
    groupId = fixture.group.id;
  });

  it('refuses XML and OFX that declare a DOCTYPE, entities or XInclude, before reading a row', async () => {
    const before = await count();
    const cases = [
      ['entities.xml', camt('<!DOCTYPE Document [<!ENTITY shop "Shop">]>')],
      ['external.xml', camt('<!DOCTYPE Document [<!ENTITY shop SYSTEM "file:///etc/passwd">]>')],
      [
        'parameter.xml',
        camt('<!DOCTYPE Document [<!ENTITY % p SYSTEM "http://example.test/p.dtd"> %p;]>'),
      ],
      ['xinclude.xml', camt('', '<xi:include href="file:///etc/hostname" parse="text"/>')],
      // Read as CAMT.053 all the same, so refused all the same.
      [
        'stray-line.xml',
        `Exported by MyBank\n${camt('<!DOCTYPE Document [<!ENTITY shop "Shop">]>')}`,
      ],
      [
        'statement.ofx',
        OFX_STATEMENT.replace('<OFX>', '<!DOCTYPE OFX [<!ENTITY x "&#38;x;&#38;x;">]><OFX>') +
          OFX_END,
      ],
    ] as const;
    for (const [name, content] of cases) {
      for (const path of ['/imports/preview', '/imports']) {
        const answer = await client.post(path, file(name, content));
        expect(answer.status, `${name} ${path}`).toBe(400);
        expect(answer.body.errors[0]?.message).toBe(DECLARATIONS_REFUSED);
        expect(answer.body.errors[0]?.details?.content).toEqual([DECLARATIONS_REFUSED]);
      }
    }
    expect(await count()).toEqual(before);
  });

  it('warns, naming what is missing, of a file that ends early, and imports what it holds', async () => {
    const preview = async (name: string, content: string) => {
      const answer = await client.post<ImportPreview>('/imports/preview', file(name, content));
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      return answer.body.data;
    };
    const whole = await preview('whole.ofx', OFX_STATEMENT + OFX_END);
    expect(whole.warnings).toEqual([]);
    const cut = await preview('cut.ofx', OFX_STATEMENT);
    expect(cut.warnings).toEqual([
      { code: 'endsEarly', missing: ['</STMTTRNRS>', '</BANKMSGSRSV1>', '</OFX>'] },
    ]);
    expect(cut.counts).toMatchObject({ rows: 2, importable: 2 });
    // The preview shows the readable payee; the card number and date stay in the description.
    expect(cut.rows.map((row) => [row.name, row.description])).toEqual([
      ['CARREFOUR', 'PAIEMENT PAR CARTE; CARTE X4321; 31/10'],
      ['ACME SAS', 'SALAIRE NOVEMBRE'],
    ]);
    expect(cut.categories.map((category) => category.key)).toEqual(['ACME SAS', 'CARREFOUR']);

    // Cut inside its second entry: the first is read, the second cannot be.
    const camtWhole = camt('').replace(/&shop;/, 'Shop');
    const firstEntry = camtWhole.slice(0, camtWhole.indexOf('</Ntry>') + '</Ntry>'.length);
    const camtCut = `${firstEntry}\n    <Ntry><Amt Ccy="EUR">5.00</Amt><CdtDbtInd>DB`;
    const camtPreview = await preview('cut.xml', camtCut);
    expect(camtPreview.warnings).toEqual([
      { code: 'endsEarly', missing: ['</Ntry>', '</Stmt>', '</BkToCstmrStmt>', '</Document>'] },
    ]);
    expect(camtPreview.counts.rows).toBe(1);
    expect((await preview('whole.xml', camtWhole)).warnings).toEqual([]);
    const mt940 = [':20:1', ':25:/PL61109010140000071219812874', ':60F:C261101PLN0,'];
    const entry = [':61:2611021102D1,00NTRFNONREF', ':86:PRZELEW; DO: JAN; TYT.: OBIAD'];
    expect((await preview('cut.sta', [...mt940, ...entry].join('\n'))).warnings).toEqual([
      { code: 'endsEarly', missing: [':62F:'] },
    ]);
    const closed = [...mt940, ...entry, ':62F:C261102PLN1,00', '-'].join('\n');
    expect((await preview('whole.sta', closed)).warnings).toEqual([]);

    const committed = await client.post<ImportBatch>('/imports', file('cut.ofx', OFX_STATEMENT));
    expect(committed.status, JSON.stringify(committed.body)).toBe(201);
    expect(committed.body.data.importedCount).toBe(2);
    const page = await client.get<TransactionPage>('/transactions', {
      query: { groupIds: groupId },
    });
    expect(page.body.data.transactions.map((row) => [row.name, row.description]).sort()).toEqual([
      ['ACME SAS', 'SALAIRE NOVEMBRE'],
      ['CARREFOUR', 'PAIEMENT PAR CARTE; CARTE X4321; 31/10'],
    ]);
  });
});
