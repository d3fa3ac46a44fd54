import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe.ts';
import { browserWorld } from './support/browser-world.ts';
import { consoleProblems, money, screenshot } from './support/browser.ts';
import { fillIn, pick, submitSaved } from './support/forms.ts';
import { handMade, signIn } from './support/users.ts';

const OWNER = 'oona.imports@example.test';
const MEMBER = 'milo.imports@example.test';
const PLN = 0;
const IBAN = 'PL61109010140000071219812874';
const PRINTED_IBAN = 'PL61 1090 1014 0000 0712 1981 2874';
const OTHER = 'PL27114020040000300201355387';
const PRINTED_OTHER = 'PL27 1140 2004 0000 3002 0135 5387';

/** A CAMT.053 statement of the IBAN: 1,000.00 opening, -45.99 and +200.00, 1,154.01 closing. */
function camtStatement(): Buffer {
  const entry = (ref: string, amount: string, side: string, day: string, name: string) => {
    // The counterparty: whom money went to, or came from.
    const party =
      side === 'DBIT' ? `<Cdtr><Nm>${name}</Nm></Cdtr>` : `<Dbtr><Nm>${name}</Nm></Dbtr>`;
    return `
      <Ntry>
        <Amt Ccy="PLN">${amount}</Amt><CdtDbtInd>${side}</CdtDbtInd><Sts><Cd>BOOK</Cd></Sts>
        <BookgDt><Dt>${day}</Dt></BookgDt><AcctSvcrRef>${ref}</AcctSvcrRef>
        <NtryDtls><TxDtls><RltdPties>${party}</RltdPties></TxDtls></NtryDtls>
      </Ntry>`;
  };
  const balance = (code: string, amount: string, day: string) => `
      <Bal><Tp><CdOrPrtry><Cd>${code}</Cd></CdOrPrtry></Tp>
        <Amt Ccy="PLN">${amount}</Amt><CdtDbtInd>CRDT</CdtDbtInd><Dt><Dt>${day}</Dt></Dt></Bal>`;
  return Buffer.from(`<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08"><BkToCstmrStmt>
  <GrpHdr><MsgId>E2E-11</MsgId><CreDtTm>2026-11-15T18:00:00</CreDtTm></GrpHdr>
  <Stmt><Id>1</Id><Acct><Id><IBAN>${IBAN}</IBAN></Id><Ccy>PLN</Ccy></Acct>
    ${balance('OPBD', '1000.00', '2026-11-01')}${balance('CLBD', '1154.01', '2026-11-15')}
    ${entry('E2E-1', '45.99', 'DBIT', '2026-11-05', 'Biedronka')}
    ${entry('E2E-2', '200.00', 'CRDT', '2026-11-12', 'Zwrot')}
  </Stmt>
</BkToCstmrStmt></Document>`);
}

/** An OFX file of two accounts: the IBAN's (1,100.00 after -54.01) and another (500.00, +300.00). */
function twoAccountOfx(): Buffer {
  const statement = (
    account: string,
    fitId: string,
    posted: string,
    amount: string,
    ledger: string,
  ) => `
<STMTTRNRS><TRNUID>${fitId}<STATUS><CODE>0<SEVERITY>INFO</STATUS>
<STMTRS><CURDEF>PLN
<BANKACCTFROM><BANKID>1090<ACCTID>${account}<ACCTTYPE>CHECKING</BANKACCTFROM>
<BANKTRANLIST><DTSTART>20261116<DTEND>20261121
<STMTTRN><TRNTYPE>OTHER<DTPOSTED>${posted}<TRNAMT>${amount}<FITID>${fitId}<NAME>Row ${fitId}</STMTTRN>
</BANKTRANLIST>
<LEDGERBAL><BALAMT>${ledger}<DTASOF>${posted}</LEDGERBAL>
</STMTRS></STMTTRNRS>`;
  return Buffer.from(`OFXHEADER:100
DATA:OFXSGML
VERSION:102
SECURITY:NONE
ENCODING:USASCII
CHARSET:1252
COMPRESSION:NONE
OLDFILEUID:NONE
NEWFILEUID:NONE

<OFX>
<SIGNONMSGSRSV1><SONRS><STATUS><CODE>0<SEVERITY>INFO</STATUS><DTSERVER>20261122<LANGUAGE>ENG</SONRS></SIGNONMSGSRSV1>
<BANKMSGSRSV1>${statement(IBAN, 'OFX-1', '20261120', '-54.01', '1100.00')}${statement(OTHER, 'OFX-2', '20261121', '300.00', '500.00')}
</BANKMSGSRSV1>
</OFX>
`);
}

/**
 * A Member's bank files land in the accounts they name: the account with the file's IBAN is
 * preselected, the file's closing balance is compared with the account's after the import, and a
 * file of two accounts asks for each; /accounts shows the balances and flags the one that differs.
 */
describe('importing into money accounts in the browser', () => {
  const world = browserWorld([OWNER, MEMBER]);
  let milo: Page;

  const groupCard = () => milo.getByRole('article', { name: 'Home', exact: true });
  const accountRow = (name: string) =>
    groupCard()
      .getByTestId('money-account')
      .filter({ has: milo.getByRole('link', { name, exact: true }) });
  const accountBox = (identifier: string) =>
    milo.getByRole('combobox', { name: `Money account for ${identifier}` });
  const result = () => milo.getByTestId('import-result');

  async function both(name: string) {
    await screenshot(milo, `${name}-1280`);
    await milo.setViewportSize({ width: 390, height: 844 });
    await screenshot(milo, `${name}-390`);
    await milo.setViewportSize({ width: 1280, height: 900 });
  }

  async function addAccount(name: string, openingBalance: string, iban = '') {
    await groupCard().getByRole('link', { name: 'Add account' }).click();
    const form = milo.getByRole('form', { name: 'Add account' });
    await form.waitFor();
    const fields = { Name: name, 'Opening balance': openingBalance };
    const withIban = iban ? { ...fields, 'IBAN or bank account id (optional)': iban } : fields;
    await submitSaved(milo, form, fillIn(form, withIban), `Account "${name}" added`);
    await accountRow(name).waitFor();
  }

  async function openImports() {
    await milo
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Import' })
      .click();
    await milo.getByRole('heading', { name: 'Import', exact: true }).waitFor();
  }

  beforeAll(async () => {
    const oona = await signIn(world.browser, world.server.url, OWNER);
    const created = await handMade(oona, 'POST', '/groups', { name: 'Home' });
    expect(created.status).toBe(201);
    const groupId = (created.body.data as { id: string }).id;
    const assigned = await handMade(oona, 'PUT', '/groups/assign-users', {
      groupId,
      userEmails: [MEMBER],
      role: 2,
    });
    expect(assigned.status).toBe(200);
    await oona.context().close();
    milo = await signIn(world.browser, world.server.url, MEMBER);
  });

  it("imports a CAMT.053 file into the account with its IBAN, whose balance matches the bank's", async () => {
    await milo.goto('/accounts');
    await accountRow('Main account').waitFor();
    await addAccount('Current', '1000', PRINTED_IBAN);
    await addAccount('Savings', '0');
    await openImports();
    await milo.getByLabel('Bank file').setInputFiles({
      name: 'november.xml',
      mimeType: 'application/xml',
      buffer: camtStatement(),
    });
    await expect.poll(() => accountBox(PRINTED_IBAN).textContent()).toBe('Current · PLN');
    await milo.getByText(`Closing balance ${await money(milo, 1154.01, PLN)}`).waitFor();
    await both('import-accounts-preview');
    expect(await axeViolations(milo)).toEqual([]);
    await milo.getByRole('button', { name: 'Import 2 transactions' }).click();
    await result().getByText('Matches').waitFor();
    expect(await result().textContent()).toContain('Current');
    await both('import-accounts-result');
    expect(await axeViolations(milo)).toEqual([]);

    await milo.goto('/accounts');
    await expect
      .poll(() => accountRow('Current').getByTestId('money-account-balance').textContent())
      .toBe(await money(milo, 1154.01, PLN));
    expect(await accountRow('Current').getByTestId('checkpoint-mismatch').count()).toBe(0);
  });

  it('asks once per account of an OFX file of two, and flags the balance that differs', async () => {
    await openImports();
    await milo.getByLabel('Bank file').setInputFiles({
      name: 'two-accounts.ofx',
      mimeType: 'application/x-ofx',
      buffer: twoAccountOfx(),
    });
    await expect.poll(() => accountBox(PRINTED_IBAN).textContent()).toBe('Current · PLN');
    expect(await accountBox(PRINTED_OTHER).textContent()).toBe('Choose an account');
    await milo.getByRole('button', { name: 'Import 2 transactions' }).click();
    await milo.getByText("Choose a money account for each of the file's accounts").waitFor();
    await accountBox(PRINTED_OTHER).click();
    await pick(milo.getByRole('option', { name: 'Savings · PLN' }));
    await both('import-accounts-two-preview');
    await milo.getByRole('button', { name: 'Import 2 transactions' }).click();
    const savings = result().getByRole('listitem').filter({ hasText: 'Savings' });
    await savings.getByText('Differs').waitFor();
    expect(await savings.textContent()).toContain(
      `The account shows ${await money(milo, 200, PLN)} less than the bank.`,
    );
    const current = result().getByRole('listitem').filter({ hasText: 'Current' });
    expect(await current.getByText('Matches').count()).toBe(1);
    await both('import-accounts-two-result');

    await milo.goto('/accounts');
    const flag = accountRow('Savings').getByTestId('checkpoint-mismatch');
    await flag.waitFor();
    expect(await flag.textContent()).toContain(await money(milo, -200, PLN));
    expect(await accountRow('Current').getByTestId('money-account-balance').textContent()).toBe(
      await money(milo, 1100, PLN),
    );
    await both('import-accounts-flag');
    expect(consoleProblems(milo)).toEqual([]);
  });
});
