import { MemberRole } from '@budget/contract';
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserWorld } from './support/browser-world.ts';
import { consoleProblems, screenshot } from './support/browser.ts';
import { handMade, signIn } from './support/users.ts';

const OWNER = 'olga.movein@example.test';
const MEMBER = 'marek.movein@example.test';

const sample = (name: string) =>
  readFileSync(new URL(`../apps/api/src/modules/imports/samples/${name}`, import.meta.url));

/** The file chosen on the import screen, read with no mapping, and imported. */
async function importApp(page: Page, name: string, app: string, rows: number) {
  await page.goto('/imports');
  await page.getByRole('heading', { name: 'Import', exact: true }).waitFor();
  await page
    .getByLabel('Bank file')
    .setInputFiles({ name, mimeType: 'text/csv', buffer: sample(name) });
  const recognised = page.getByTestId('import-app');
  await recognised.waitFor();
  expect(await recognised.textContent()).toContain(`Recognised: ${app}`);
  return async () => {
    await page.getByRole('button', { name: `Import ${rows} transactions` }).click();
    await page.getByText(`Imported ${rows} transactions from ${name}`).waitFor();
  };
}

/**
 * A Member moves a household in from YNAB and Firefly III: each file is recognised, imported
 * with no mapping, and its categories are the group's afterwards.
 */
describe('moving in from YNAB and Firefly III, in the browser', () => {
  const world = browserWorld([OWNER, MEMBER]);
  let member: Page;

  it('lets a Member import a YNAB register and a Firefly III export with their categories', async () => {
    const owner = await signIn(world.browser, world.server.url, OWNER);
    const group = await handMade(owner, 'POST', '/groups', { name: 'Dom', description: '' });
    const groupId = (group.body.data as { id: string }).id;
    await handMade(owner, 'PUT', '/groups/assign-users', {
      groupId,
      userEmails: [MEMBER],
      role: MemberRole.Member,
    });
    // YNAB's two accounts, in the currency the import screen starts with (the group's).
    const accounts = await handMade(owner, 'GET', `/groups/${groupId}/money-accounts`);
    const currency = (accounts.body.data as { currency: number }[])[0]?.currency;
    for (const name of ['Checking', 'Savings'])
      expect(
        (await handMade(owner, 'POST', `/groups/${groupId}/money-accounts`, { name, currency }))
          .status,
      ).toBe(201);
    await owner.close();

    member = await signIn(world.browser, world.server.url, MEMBER);
    const ynab = await importApp(member, 'ynab-register.csv', 'YNAB register export', 6);
    await member.getByRole('heading', { name: 'Categories of the file' }).waitFor();
    await screenshot(member, 'moving-in-ynab-1280');
    await member.setViewportSize({ width: 390, height: 844 });
    await screenshot(member, 'moving-in-ynab-390');
    expect(await member.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    await member.setViewportSize({ width: 1280, height: 900 });
    await ynab();

    const firefly = await importApp(member, 'firefly-export.csv', 'Firefly III export', 6);
    await firefly();

    await member.goto('/transactions');
    for (const category of ['Groceries', 'Rent', 'Subscriptions', 'Salary'])
      await member.getByText(category, { exact: true }).first().waitFor();
    await screenshot(member, 'moving-in-transactions-1280');
    await member.setViewportSize({ width: 390, height: 844 });
    await member.getByText('Groceries', { exact: true }).first().waitFor();
    await screenshot(member, 'moving-in-transactions-390');
    await member.setViewportSize({ width: 1280, height: 900 });

    await member.goto('/categories');
    for (const category of ['Fuel', 'Groceries', 'Rent', 'Salary', 'Subscriptions'])
      await member.getByText(category, { exact: true }).first().waitFor();
    expect(consoleProblems(member)).toEqual([]);
  });
});
