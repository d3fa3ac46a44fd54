import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { axeViolations } from './support/axe.ts';
import { consoleProblems, screenshot } from './support/browser.ts';
import { browserWorld } from './support/browser-world.ts';
import { handMade, signIn } from './support/users.ts';

const ANN = 'ann.suggest@example.test';

/** An MT940 statement with a card payment at the shop the history knows, and a transfer. */
const STATEMENT = [
  ':20:MT940',
  ':25:/PL61114020040000350212345678',
  ':28C:00011/001',
  ':60F:C261101PLN1000,00',
  ':61:2611021102C45,99NTRFNONREF//26110211223344',
  ':86:911 TRANSAKCJA COLLECT; ID IPH2611020012345; OD: JAN KOWALSKI; TYT.: ZWROT ZA BILETY',
  ':61:2611041104D23,47NTRFNONREF//26110411000002',
  ':86:073~00ZAKUP PRZY UŻYCIU KARTY~20KARTA 4246XXXXXXXX1234~21DATA TRANSAKCJI: 2026-11-0',
  '3~32LIDL WARSZAWA',
  ':62F:C261104PLN1022,52',
  '',
].join('\r\n');

describe('a category suggested from the history, in the browser', () => {
  const world = browserWorld([ANN]);
  let ann: Page;
  let groupId = '';

  const namesAndCategories = async () => {
    const listed = await handMade(ann, 'GET', `/transactions?groupIds=${groupId}&pageSize=50`);
    const rows = (
      listed.body.data as { transactions: { name: string; categories: { name: string }[] }[] }
    ).transactions;
    return rows.map((row) => `${row.name}: ${row.categories.map((c) => c.name).join(',')}`).sort();
  };

  it('offers the category in the add form, and uses it', async () => {
    ann = await signIn(world.browser, world.server.url, ANN);
    const group = await handMade(ann, 'POST', '/groups', { name: 'Household' });
    groupId = (group.body.data as { id: string }).id;
    const category = await handMade(ann, 'POST', '/categories', { name: 'Food', groupId });
    const food = (category.body.data as { id: string }).id;
    for (const date of ['2026-10-01', '2026-10-08']) {
      const made = await handMade(ann, 'POST', '/transactions', {
        transactionType: 0,
        name: 'Lidl Warszawa',
        groupId,
        date,
        amount: 30,
        currency: 0,
        categoryIds: [food],
      });
      expect(made.status).toBe(201);
    }
    await ann.goto('/transactions?action=quick_add');
    const form = ann.getByRole('form', { name: 'Add New Transaction' });
    await form.getByLabel('Value', { exact: true }).fill('12');
    await form.getByLabel('Name', { exact: true }).fill('LIDL warszawa');
    const suggestion = form.getByTestId('category-suggestion');
    await suggestion.getByText('Suggested: Food').waitFor();
    await screenshot(ann, 'category-suggestion-1280');
    expect(await axeViolations(ann)).toEqual([]);
    await suggestion.getByRole('button', { name: 'Use' }).click();
    await suggestion.waitFor({ state: 'detached' });
    await form.getByRole('button', { name: 'Add Transaction' }).click();
    await ann.getByText('Transaction added successfully').first().waitFor();
    expect(await namesAndCategories()).toContain('LIDL warszawa: Food');
    expect(consoleProblems(ann)).toEqual([]);
  });

  it('offers it per import row, ticked, and imports the row in it', async () => {
    await ann.goto('/imports');
    await ann.getByRole('heading', { name: 'Import', exact: true }).waitFor();
    await ann.getByLabel('Bank file').setInputFiles({
      name: 'mbank.sta',
      mimeType: 'text/plain',
      buffer: Buffer.from(STATEMENT),
    });
    const table = ann.getByRole('table', { name: 'Rows of the file' });
    const box = table.getByRole('checkbox', { name: 'Use suggested category: Food' });
    await box.waitFor();
    expect(await box.isChecked()).toBe(true);
    expect(await table.getByRole('checkbox', { name: /suggested/ }).count()).toBe(1);
    await screenshot(ann, 'import-suggestion-1280');
    expect(await axeViolations(ann)).toEqual([]);

    await ann.setViewportSize({ width: 390, height: 844 });
    const list = ann.getByRole('list', { name: 'Rows of the file' });
    await list.getByRole('checkbox', { name: 'Use suggested category: Food' }).waitFor();
    await screenshot(ann, 'import-suggestion-390');
    expect(await ann.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await ann.setViewportSize({ width: 1280, height: 900 });

    await ann.getByRole('button', { name: 'Import 2 transactions' }).click();
    await ann.getByText('Imported 2 transactions from mbank.sta').waitFor();
    expect(await namesAndCategories()).toContain('LIDL WARSZAWA: Food');
    expect(consoleProblems(ann)).toEqual([]);
  });

  it('shows the add form on a phone with the suggestion', async () => {
    const phone = await signIn(world.browser, world.server.url, ANN, 390);
    await phone.goto('/transactions?action=quick_add');
    const form = phone.getByRole('form', { name: 'Add New Transaction' });
    await form.getByLabel('Name', { exact: true }).fill('Lidl Warszawa');
    await form.getByTestId('category-suggestion').getByText('Suggested: Food').waitFor();
    await screenshot(phone, 'category-suggestion-390');
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    expect(consoleProblems(phone)).toEqual([]);
  });
});
