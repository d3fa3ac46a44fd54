import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe.ts';
import { browserWorld } from './support/browser-world.ts';
import { consoleProblems, screenshot } from './support/browser.ts';
import { choose } from './support/forms.ts';
import { handMade, signIn } from './support/users.ts';

const OWNER = 'rita.asks@example.test';
const PLN = 0;
const IBAN = 'PL61109010140000071219812874';

/** The screen as it is, at 1280 and at 390 px. */
async function sizes(page: Page, name: string) {
  await screenshot(page, `${name}-1280`);
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, `${name}-390`);
  await page.setViewportSize({ width: 1280, height: 900 });
}

interface Row {
  id: string;
  name: string;
  date: string;
}

/** An OFX file of two statements: the IBAN's (-54.01) and one naming no account (+300.00). */
function mixedOfx(): Buffer {
  const statement = (from: string, fitId: string, posted: string, amount: string) => `
<STMTTRNRS><TRNUID>${fitId}<STATUS><CODE>0<SEVERITY>INFO</STATUS>
<STMTRS><CURDEF>PLN${from}
<BANKTRANLIST><DTSTART>20261116<DTEND>20261121
<STMTTRN><TRNTYPE>OTHER<DTPOSTED>${posted}<TRNAMT>${amount}<FITID>${fitId}<NAME>Row ${fitId}</STMTTRN>
</BANKTRANLIST>
</STMTRS></STMTTRNRS>`;
  const named = `\n<BANKACCTFROM><BANKID>1090<ACCTID>${IBAN}<ACCTTYPE>CHECKING</BANKACCTFROM>`;
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
<BANKMSGSRSV1>${statement(named, 'MIX-1', '20261120', '-54.01')}${statement('', 'MIX-2', '20261121', '300.00')}
</BANKMSGSRSV1>
</OFX>
`);
}

/**
 * What asks before a reconciliation changes (docs/decisions.md, 'Money accounts'): a series'
 * 'following' edit and deletion when a later occurrence is reconciled, a reconciled account's
 * opening balance; and /accounts saying what its balance is beside net worth, and an import
 * asking where the rows of a file's unnamed statement go.
 */
describe('questions before a reconciliation changes, in the browser', () => {
  const world = browserWorld([OWNER]);
  let rita: Page;
  let groupId = '';
  let mainId = '';

  const expenses = () => rita.getByRole('region', { name: 'Expenses' });
  const rowOf = (name: string, date: string) =>
    expenses()
      .getByRole('row', { name: new RegExp(name) })
      .filter({ has: rita.locator(`time[datetime="${date}"]`) });

  beforeAll(async () => {
    rita = await signIn(world.browser, world.server.url, OWNER);
    const created = await handMade(rita, 'POST', '/groups', { name: 'Home' });
    expect(created.status).toBe(201);
    groupId = (created.body.data as { id: string }).id;
    const accounts = await handMade(rita, 'GET', `/groups/${groupId}/money-accounts`);
    mainId = (accounts.body.data as { id: string }[])[0]?.id ?? '';
    // Two monthly series from August: their October occurrences are reconciled.
    for (const [name, date, amount] of [
      ['Rent', '2026-08-15', 100],
      ['Gym', '2026-08-20', 50],
    ] as const) {
      const series = await handMade(rita, 'POST', '/transactions', {
        transactionType: 0,
        name,
        groupId,
        date,
        amount,
        currency: PLN,
        recurring: true,
        recurringPeriod: 2,
      });
      expect(series.status).toBe(201);
    }
    const listed = await handMade(rita, 'GET', `/transactions?groupIds=${groupId}&pageSize=100`);
    const rows = (listed.body.data as { transactions: Row[] }).transactions;
    const october = rows.filter((row) => row.date.startsWith('2026-10')).map((row) => row.id);
    expect(october).toHaveLength(2);
    const base = `/groups/${groupId}/money-accounts/${mainId}`;
    const cleared = await handMade(rita, 'PUT', `${base}/cleared`, {
      transactionIds: october,
      cleared: true,
    });
    expect(cleared.status).toBe(200);
    const done = await handMade(rita, 'POST', `${base}/reconcile`, {
      date: '2026-10-31',
      balance: -150,
    });
    expect(done.status).toBe(200);
  });

  it("asks before a series' following occurrences replace a reconciled one", async () => {
    await rita.goto(`/transactions?groupId=${groupId}`);
    const september = rowOf('Rent', '2026-09-15');
    await september.getByRole('button', { name: 'Edit Rent' }).click();
    await rita.getByRole('heading', { name: 'Update Transaction' }).waitFor();
    await rita.getByLabel('Value').fill('110');
    await rita.getByRole('button', { name: 'Update Transaction' }).click();
    const scope = rita.getByRole('alertdialog', { name: 'Edit recurring transaction' });
    await scope.getByRole('button', { name: 'This and following' }).click();
    const question = rita.getByRole('alertdialog', { name: 'Change a reconciled transaction?' });
    await question.getByText(/A following occurrence was reconciled/).waitFor();
    expect(
      await rita.getByText('This transaction is reconciled: confirm to change it').count(),
    ).toBe(0);
    await sizes(rita, 'asks-series-following');
    expect(await axeViolations(rita)).toEqual([]);
    await question.getByRole('button', { name: 'Change it' }).click();
    await rita.getByText('Transaction updated successfully').waitFor();
  });

  it('asks before deleting following occurrences when one is reconciled', async () => {
    await rita.goto(`/transactions?groupId=${groupId}`);
    await rowOf('Gym', '2026-09-20').getByRole('button', { name: 'Delete Gym' }).click();
    const dialog = rita.getByRole('alertdialog', { name: 'Delete transaction "Gym"?' });
    await dialog.getByRole('button', { name: 'Delete this and following' }).click();
    const question = rita.getByRole('alertdialog', { name: 'Change a reconciled transaction?' });
    await question.getByText(/Deleting the following occurrences deletes it too/).waitFor();
    await sizes(rita, 'asks-series-delete');
    await question.getByRole('button', { name: 'Delete them' }).click();
    await rita.getByText('Transaction deleted').first().waitFor();
    await expect.poll(() => rowOf('Gym', '2026-10-20').count()).toBe(0);
  });

  it("asks before a reconciled account's opening balance changes; says what Balance is", async () => {
    await rita.goto('/accounts');
    await rita.getByTestId('accounts-total-hint').waitFor();
    await sizes(rita, 'asks-accounts-hints');
    await rita.getByRole('button', { name: 'Actions for Main account' }).click();
    await rita.getByRole('menuitem', { name: 'Edit' }).click();
    const form = rita.getByRole('form', { name: 'Edit account' });
    await form.getByLabel('Opening balance', { exact: true }).fill('500');
    await form.getByRole('button', { name: 'Save changes' }).click();
    const question = rita.getByRole('alertdialog', {
      name: 'Change the opening balance or date of a reconciled account?',
    });
    await question.waitFor();
    await sizes(rita, 'asks-account-opening');
    expect(await axeViolations(rita)).toEqual([]);
    await question.getByRole('button', { name: 'Change it' }).click();
    await rita.getByText('Account "Main account" updated').waitFor();
  });

  it("asks where an import's rows naming no account go, beside the named ones", async () => {
    const savings = await handMade(rita, 'POST', `/groups/${groupId}/money-accounts`, {
      name: 'Savings',
      currency: PLN,
    });
    expect(savings.status).toBe(201);
    const savingsId = (savings.body.data as { id: string }).id;
    await rita.goto('/imports');
    await rita.getByLabel('Bank file').setInputFiles({
      name: 'mixed.ofx',
      mimeType: 'application/x-ofx',
      buffer: mixedOfx(),
    });
    const unnamed = rita.getByRole('combobox', { name: 'Rows naming no account' });
    await unnamed.waitFor();
    await choose(rita, unnamed, 'Savings · PLN');
    // The file's account no account of the group knows yet is asked for, not guessed.
    const named = rita.getByRole('combobox', {
      name: 'Money account for PL61 1090 1014 0000 0712 1981 2874',
    });
    expect(await named.textContent()).toBe('Choose an account');
    await choose(rita, named, 'Main account · PLN');
    await sizes(rita, 'asks-import-unnamed');
    expect(await axeViolations(rita)).toEqual([]);
    await rita.getByRole('button', { name: 'Import 2 transactions' }).click();
    await rita.getByTestId('import-result').waitFor();
    const inSavings = await handMade(
      rita,
      'GET',
      `/transactions?groupIds=${groupId}&moneyAccountIds=${savingsId}`,
    );
    expect(
      (inSavings.body.data as { transactions: Row[] }).transactions.map((r) => r.name),
    ).toEqual(['Row MIX-2']);
    expect(consoleProblems(rita)).toEqual([]);
  });
});
