import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { startMailbox, type Mailbox } from '../apps/api/src/test/mailbox.ts';
import { axeViolations } from './support/axe.ts';
import { consoleProblems, launchBrowser, screenshot } from './support/browser.ts';
import { startServer, type RunningServer } from './support/server.ts';
import { handMade, registerUser, signIn } from './support/users.ts';

const EMAIL = 'pola.payees@example.test';

/** An mBank MT940 statement that ends after its last entry, without its closing balance. */
const MBANK_CUT = [
  ':20:MT940',
  ':25:/PL61114020040000350212345678',
  ':28C:00011/001',
  ':60F:C261101PLN1000,00',
  ':61:2611021102C45,99NTRFNONREF//26110211223344',
  ':86:911 TRANSAKCJA COLLECT; ID IPH2611020012345; OD: JAN KOWALSKI; TYT.: ZWROT ZA BILETY',
  ':61:2611041104D23,47NTRFNONREF//26110411000002',
  ':86:073~00ZAKUP PRZY UŻYCIU KARTY~20KARTA 4246XXXXXXXX1234~21DATA TRANSAKCJI: 2026-11-0',
  '3~32LIDL WARSZAWA',
  '',
].join('\r\n');

describe('readable payees and a file that ends early, in the browser', () => {
  let mailbox: Mailbox;
  let server: RunningServer;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    mailbox = await startMailbox();
    server = await startServer({ SMTP_URL: mailbox.url });
    await registerUser(server.url, mailbox, EMAIL);
    browser = await launchBrowser();
    page = await signIn(browser, server.url, EMAIL);
    const group = await handMade(page, 'POST', '/groups', { name: 'Dom', description: '' });
    // A rule of the group: the preview names it under the row it matches.
    await handMade(page, 'POST', `/groups/${(group.body.data as { id: string }).id}/rules`, {
      name: 'Groceries',
      conditions: [{ kind: 'text', field: 'payee', op: 'contains', value: 'lidl' }],
      actions: [{ type: 'rename', name: 'Lidl' }],
    });
    await page.reload();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await mailbox?.close();
  });

  it('shows each row by its payee, its title below, and warns that the file ends early', async () => {
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Import' })
      .click();
    await page.getByRole('heading', { name: 'Import', exact: true }).waitFor();
    await page.getByLabel('Bank file').setInputFiles({
      name: 'mbank.sta',
      mimeType: 'text/plain',
      buffer: Buffer.from(MBANK_CUT),
    });
    const warning = page.getByTestId('import-warning');
    await warning.waitFor();
    expect(await warning.textContent()).toContain('It stops before its closing part :62F:.');
    const table = page.getByRole('table', { name: 'Rows of the file' });
    expect(await table.getByRole('row', { name: /JAN KOWALSKI/ }).textContent()).toContain(
      'ZWROT ZA BILETY; 911 TRANSAKCJA COLLECT; ID IPH2611020012345',
    );
    expect(await table.getByRole('cell', { name: /^LIDL WARSZAWA/ }).textContent()).toBe(
      'LIDL WARSZAWAKARTA 4246XXXXXXXX1234 DATA TRANSAKCJI: 2026-11-03; ZAKUP PRZY UŻYCIU KARTYRules: Groceries (named “Lidl”)',
    );
    const applies = table.getByRole('checkbox', { name: 'Rules: Groceries (named “Lidl”)' });
    expect(await applies.isChecked()).toBe(true);
    await screenshot(page, 'import-payees-1280');
    expect(await axeViolations(page)).toEqual([]);

    await page.setViewportSize({ width: 390, height: 844 });
    const list = page.getByRole('list', { name: 'Rows of the file' });
    await list.waitFor();
    expect(await list.getByRole('listitem').first().textContent()).toContain('JAN KOWALSKI');
    await screenshot(page, 'import-payees-390');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    expect(await axeViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 900 });

    await page.getByRole('button', { name: 'Import 2 transactions' }).click();
    await page.getByText('Imported 2 transactions from mbank.sta').waitFor();
    expect(consoleProblems(page)).toEqual([]);
  });
});
