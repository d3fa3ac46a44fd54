import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { startMailbox, type Mailbox } from '../apps/api/src/test/mailbox.ts';
import { axeViolations } from './support/axe.ts';
import { consoleProblems, launchBrowser, screenshot } from './support/browser.ts';
import { startServer, type RunningServer } from './support/server.ts';
import { handMade, registerUser, signIn } from './support/users.ts';
import { pick } from './support/forms.ts';

const EMAIL = 'finn.imports@example.test';
const samples = (name: string) =>
  fileURLToPath(new URL(`../apps/api/src/modules/imports/samples/${name}`, import.meta.url));

describe('importing bank files in the browser', () => {
  let mailbox: Mailbox;
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  const counts = () => page.getByTestId('import-counts').textContent();
  const history = () => page.getByRole('region', { name: 'Import history' });

  beforeAll(async () => {
    mailbox = await startMailbox();
    server = await startServer({ SMTP_URL: mailbox.url });
    await registerUser(server.url, mailbox, EMAIL);
    browser = await launchBrowser();
    page = await signIn(browser, server.url, EMAIL);
    await handMade(page, 'POST', '/groups', { name: 'Home', description: '' });
    await page.reload();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await mailbox?.close();
  });

  it('previews an OFX file and imports it, skipping the row it cannot read', async () => {
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Import' })
      .click();
    await page.getByRole('heading', { name: 'Import', exact: true }).waitFor();
    await page.getByLabel('Bank file').setInputFiles(samples('multi-account.ofx'));
    await expect
      .poll(counts)
      .toContain('5 rows: 4 to import, 0 already present, 1 that cannot be read');
    // The file box names the file on screen, not the browser's 'No file chosen'.
    const fileBox = page.getByText('multi-account.ofx', { exact: true });
    expect(await fileBox.isVisible()).toBe(true);
    await screenshot(page, 'import-preview');
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Import 4 transactions' }).click();
    await page.getByText('Imported 4 transactions from multi-account.ofx').waitFor();
    await expect.poll(() => history().getByRole('row').count()).toBe(2);
  });

  it('finds the rows present on a second import, imports a ticked one, and undoes the first', async () => {
    await page.getByLabel('Bank file').setInputFiles(samples('multi-account.ofx'));
    await expect.poll(counts).toContain('0 to import, 4 already present');
    await page
      .getByRole('row', { name: /Biedronka/ })
      .getByRole('checkbox')
      .click();
    await expect.poll(counts).toContain('1 to import, 4 already present (1 imported anyway)');
    await page.getByRole('button', { name: 'Import 1 transaction', exact: true }).click();
    await expect.poll(() => history().getByRole('row').count()).toBe(3);
    await history()
      .getByRole('button', { name: 'Undo import of multi-account.ofx' })
      .last()
      .click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Undo import' }).click();
    await history()
      .getByText(/^Undone /)
      .waitFor();
    await screenshot(page, 'import-history');
    expect(consoleProblems(page)).toEqual([]);
  });

  it('reads a Windows-1250 CSV, lets its columns and categories be chosen, and imports it', async () => {
    await page.getByLabel('Bank file').setInputFiles(samples('polish-bank.csv'));
    await expect.poll(counts).toContain('CSV file (windows-1250). 6 rows: 4 to import');
    const mapping = page.getByRole('form', { name: 'Columns of the file' });
    await mapping
      .getByRole('table', { name: 'First rows of the file' })
      .getByText('Żabka Polska')
      .waitFor();
    await page.getByRole('combobox', { name: 'Name (payee)' }).click();
    await pick(page.getByRole('option', { name: '6: Opis transakcji' }));
    await mapping.getByRole('button', { name: 'Apply to the preview' }).click();
    await page
      .getByRole('table', { name: 'Rows of the file' })
      .getByText('Opłata za prąd')
      .first()
      .waitFor();
    const categories = page.getByRole('region', { name: 'Categories by payee' });
    await categories.getByRole('combobox', { name: 'Category for Opłata za prąd' }).click();
    await pick(page.getByRole('option', { name: 'New category "Opłata za prąd"' }));
    await screenshot(page, 'import-csv-mapping');
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Import 4 transactions' }).click();
    await page.getByText('Imported 4 transactions from polish-bank.csv').waitFor();
    const categoryNames = await handMade(page, 'GET', '/categories');
    expect(JSON.stringify(categoryNames)).toContain('Opłata za prąd');
  });

  it("shows the server's progress while a large file is written", async () => {
    const lines = ['Date,Amount,Payee,Reference'];
    for (let i = 0; i < 40_000; i++) {
      const day = String(1 + (i % 28)).padStart(2, '0');
      lines.push(
        `2025-03-${day},-${1 + (i % 90)}.${String(i % 100).padStart(2, '0')},Shop ${i % 50},R-${i}`,
      );
    }
    await page.getByLabel('Bank file').setInputFiles({
      name: 'large.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(lines.join('\n')),
    });
    await expect.poll(counts, { timeout: 60_000 }).toContain('40000 rows: 40000 to import');
    await page.getByRole('button', { name: 'Import 40000 transactions' }).click();
    await page
      .getByText(/Writing [\d,.\s\u00a0]+ of 40,000 transactions/)
      .waitFor({ timeout: 60_000 });
    await screenshot(page, 'import-progress');
    await page
      .getByText('Imported 40000 transactions from large.csv')
      .waitFor({ timeout: 120_000 });
    expect(consoleProblems(page)).toEqual([]);
  });
});
