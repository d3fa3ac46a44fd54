import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { startMailbox, type Mailbox } from '../apps/api/src/test/mailbox.ts';
import { consoleLog, consoleProblems, launchBrowser, screenshot } from './support/browser.ts';
import { startServer, type RunningServer } from './support/server.ts';
import { handMade, registerUser, signIn } from './support/users.ts';
import { pick } from './support/forms.ts';

const ANN = 'ann.categories@example.test';
const LONG_GROUP = 'Extraordinarily Long Family Holiday Group';
const LONG_NAME = 'Restaurants and takeaway dinners';

describe('the categories screen on a phone and a desktop', () => {
  let mailbox: Mailbox;
  let server: RunningServer;
  let browser: Browser;
  let ann: Page;

  beforeAll(async () => {
    mailbox = await startMailbox();
    server = await startServer({ SMTP_URL: mailbox.url });
    await registerUser(server.url, mailbox, ANN);
    browser = await launchBrowser();
    ann = await signIn(browser, server.url, ANN);
    for (const [group, category] of [
      ['Household', 'Groceries'],
      [LONG_GROUP, LONG_NAME],
    ] as const) {
      const created = await handMade(ann, 'POST', '/groups', { name: group, description: '' });
      const groupId = (created.body.data as { id: string }).id;
      await handMade(ann, 'POST', '/categories', { name: category, description: null, groupId });
    }
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await mailbox?.close();
  });

  it('keeps the category name readable on a phone beside a long group name', async () => {
    const phone = await signIn(browser, server.url, ANN, 390);
    await phone.goto('/categories');
    const card = phone.getByRole('listitem').filter({ hasText: LONG_NAME });
    const heading = card.getByRole('heading', { name: LONG_NAME });
    await expect(heading.boundingBox().then((box) => box!.width)).resolves.toBeGreaterThan(120);
    await expect(
      card.evaluate((element) => element.scrollWidth <= element.clientWidth),
    ).resolves.toBe(true);
    await screenshot(phone, 'categories-mobile-long-group');
    expect(consoleProblems(phone)).toEqual([]);
    await phone.context().close();
  });

  it('keeps a confirmation open while the window crosses 768 px (table to cards and back)', async () => {
    await ann.goto('/categories');
    await ann.getByRole('button', { name: `Delete ${LONG_NAME}` }).click();
    const dialog = ann.getByRole('alertdialog', { name: `Delete category "${LONG_NAME}"?` });
    await dialog.waitFor();
    await ann.setViewportSize({ width: 390, height: 900 });
    // The page behind a modal dialog is hidden from the accessibility tree: found by CSS.
    await ann.locator('ul[aria-label="Categories"]').waitFor();
    await dialog.waitFor();
    await ann.setViewportSize({ width: 1280, height: 900 });
    await ann.locator('table[aria-label="Categories"]').waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
  });

  it('refuses a name the group has under Name, with no failed request in the console', async () => {
    const logged = consoleLog(ann).length;
    await ann.goto('/categories?view=new');
    await ann.getByLabel('Name').fill('groceries');
    await ann.getByRole('combobox', { name: 'Group' }).click();
    await pick(ann.getByRole('option', { name: 'Household' }));
    await ann.getByRole('button', { name: 'Add Category' }).click();
    await ann.getByText('A category named "groceries" already exists in this group').waitFor();
    expect(
      consoleLog(ann)
        .slice(logged)
        .filter((line) => line.startsWith('error')),
    ).toEqual([]);
  });

  it('met no CSP violation or uncaught error', () => {
    expect(consoleProblems(ann)).toEqual([]);
  });
});
