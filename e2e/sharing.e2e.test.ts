import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { startMailbox, type Mailbox } from '../apps/api/src/test/mailbox.ts';
import { axeViolations } from './support/axe.ts';
import { consoleProblems, launchBrowser, money, openPage, screenshot } from './support/browser.ts';
import { startServer, type RunningServer } from './support/server.ts';
import { TEST_PASSWORD, handMade, registerUser, signIn } from './support/users.ts';
import { pick } from './support/forms.ts';

const ANN = 'ann.share@example.test';
const BOB = 'bob.share@example.test';
// How the screens name them: the user names they registered with.
const ANN_NAME = 'ann.share';
const BOB_NAME = 'bob';
const PLN = 0;

describe('sharing expenses and settling up, in two browsers', () => {
  let mailbox: Mailbox;
  let server: RunningServer;
  let browser: Browser;
  let ann: Page;
  let bob: Page;
  let groupId = '';

  async function choose(page: Page, field: string, option: string) {
    await page.getByRole('combobox', { name: field }).click();
    await pick(page.getByRole('option', { name: option, exact: true }));
  }

  /** The text of a member's row of the form's split, which ends in their part. */
  function splitRow(page: Page, name: string): Promise<string | null> {
    return page.getByRole('listitem').filter({ hasText: name }).textContent();
  }

  /** Each member's balance on /balances, in the table's order. */
  async function balanceRows(page: Page): Promise<string[]> {
    const table = page.getByRole('table', { name: 'Balances' });
    await table.waitFor();
    return table.locator('tbody tr td:last-child').allTextContents();
  }

  beforeAll(async () => {
    mailbox = await startMailbox();
    server = await startServer({ SMTP_URL: mailbox.url });
    await registerUser(server.url, mailbox, ANN);
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await mailbox?.close();
  });

  it('lets the Owner invite Bob by e-mail, and Bob joins from the link', async () => {
    ann = await signIn(browser, server.url, ANN);
    const created = await handMade(ann, 'POST', '/groups', { name: 'Flat' });
    groupId = (created.body.data as { id: string }).id;
    await ann.goto(`/groups?group=${groupId}`);
    await ann.getByRole('button', { name: 'Add Member' }).click();
    await ann.getByLabel('Email').fill(BOB);
    await ann.getByRole('button', { name: 'Add User' }).click();
    await ann.getByText(`An invitation to join was sent to ${BOB}.`).first().waitFor();
    const link = (await mailbox.latest(BOB, 'invited')).link ?? '';

    bob = await openPage(browser, server.url);
    await bob.goto(link);
    await bob.getByRole('link', { name: 'Create an account' }).click();
    await bob.getByLabel('Username').fill('bob');
    await bob.getByLabel('Password', { exact: true }).fill(TEST_PASSWORD);
    await bob.getByLabel('Confirm password').fill(TEST_PASSWORD);
    await bob.getByRole('button', { name: 'Create account' }).click();
    await bob.waitForURL('**/login');
    await bob.getByLabel('Email').fill(BOB);
    await bob.getByLabel('Password', { exact: true }).fill(TEST_PASSWORD);
    await bob.getByRole('button', { name: 'Sign in' }).click();
    await bob.waitForURL(`**/groups?group=${groupId}`);
    await bob.getByText('Members (2)').waitFor();
  });

  it('records an expense split 60/40 by shares and one split equally, paid by Bob', async () => {
    // The group list is loaded once per session: a fresh load shows Bob in it.
    await ann.goto(`/transactions?action=quick_add&groupId=${groupId}`);
    await ann.getByRole('heading', { name: 'Add New Transaction' }).waitFor();
    await ann.getByLabel('Name').fill('Groceries');
    await ann.getByLabel('Value').fill('100');
    await expect(ann.getByRole('combobox', { name: 'Paid by' }).textContent()).resolves.toBe(
      ANN_NAME,
    );
    await choose(ann, 'Split', 'By shares');
    await ann.getByRole('textbox', { name: `${ANN_NAME} shares` }).fill('60');
    await ann.getByRole('textbox', { name: `${BOB_NAME} shares` }).fill('40');
    const [sixty, forty] = [await money(ann, 60, PLN), await money(ann, 40, PLN)];
    await expect.poll(() => splitRow(ann, ANN_NAME)).toMatch(new RegExp(`Part: ${sixty}$`));
    await expect.poll(() => splitRow(ann, BOB_NAME)).toMatch(new RegExp(`Part: ${forty}$`));
    await screenshot(ann, 'sharing-form-split');
    await ann.getByRole('button', { name: 'Add Transaction' }).click();
    await ann.getByText('Transaction added successfully').waitFor();

    await ann.goto(`/transactions?action=quick_add&groupId=${groupId}`);
    await ann.getByLabel('Name').fill('Dinner');
    await ann.getByLabel('Value').fill('50');
    await choose(ann, 'Paid by', BOB_NAME);
    await choose(ann, 'Split', 'Equally');
    const half = await money(ann, 25, PLN);
    await expect.poll(() => splitRow(ann, ANN_NAME)).toMatch(new RegExp(`Part: ${half}$`));
    await expect.poll(() => splitRow(ann, BOB_NAME)).toMatch(new RegExp(`Part: ${half}$`));
    await ann.getByRole('button', { name: 'Add Transaction' }).click();
    await ann.getByText('Transaction added successfully').waitFor();

    // On a phone the rows keep name, box and part readable; a split that does not add up says so.
    const phone = await signIn(browser, server.url, ANN, 390);
    await phone.goto(`/transactions?action=quick_add&groupId=${groupId}`);
    await phone.getByLabel('Value').fill('80');
    await choose(phone, 'Split', 'By percentages');
    await phone.getByRole('textbox', { name: `${ANN_NAME} percentage` }).fill('70');
    await phone.getByText('The percentages add up to 120%: 20% more than 100%').waitFor();
    await screenshot(phone, 'sharing-form-split-mobile');
    await phone.context().close();
  });

  it('shows both the same balances, and a recorded payment brings them to zero', async () => {
    // Ann paid 100 and owes 60 + 25; Bob paid 50 and owes 40 + 25.
    const owed = `is owed ${await money(ann, 15, PLN)}`;
    const owes = `owes ${await money(ann, 15, PLN)}`;
    await ann.goto('/balances');
    await expect.poll(() => balanceRows(ann)).toEqual([owed, owes]);
    await bob.goto('/balances');
    await expect.poll(() => balanceRows(bob)).toEqual([owed, owes]);
    const transfer = bob.getByRole('listitem').filter({ hasText: / pays / });
    await expect(transfer.textContent()).resolves.toContain(await money(bob, 15, PLN));
    await screenshot(ann, 'sharing-balances');
    expect(await axeViolations(ann)).toEqual([]);
    const phone = await signIn(browser, server.url, ANN, 390);
    await phone.goto('/balances');
    await phone.getByRole('table', { name: 'Balances' }).waitFor();
    await screenshot(phone, 'sharing-balances-mobile');
    await phone.context().close();

    await transfer.getByRole('button', { name: /^Record payment/ }).click();
    // Confirmed in a dialog, the proposed amount prefilled and the date today's.
    const dialog = bob.getByRole('dialog', { name: 'Record payment' });
    await expect(dialog.getByLabel(/^Amount/).inputValue()).resolves.toBe('15');
    await dialog.getByLabel('Note (optional)').fill('Bank transfer');
    await screenshot(bob, 'sharing-record-payment');
    await dialog.getByRole('button', { name: 'Record payment' }).click();
    await bob.getByText('Everyone is settled up.').waitFor();
    const zero = `settled, ${await money(bob, 0, PLN)}`;
    await expect.poll(() => balanceRows(bob)).toEqual([zero, zero]);
    await ann.reload();
    await expect.poll(() => balanceRows(ann)).toEqual([zero, zero]);
    await ann.getByText('Everyone is settled up.').waitFor();
  });

  it('lists the recorded payment; deleting it moves the balances back', async () => {
    const row = ann
      .getByRole('list', { name: 'Recorded payments' })
      .getByRole('listitem')
      .filter({ hasText: `${BOB_NAME} paid ${ANN_NAME}` });
    await expect(row.textContent()).resolves.toContain(await money(ann, 15, PLN));
    await row.getByRole('button', { name: /^Delete payment/ }).click();
    await ann.getByRole('alertdialog').getByRole('button', { name: 'Delete payment' }).click();
    await ann.getByText('No payments recorded yet.').waitFor();
    const [owed, owes] = [
      `is owed ${await money(ann, 15, PLN)}`,
      `owes ${await money(ann, 15, PLN)}`,
    ];
    await expect.poll(() => balanceRows(ann)).toEqual([owed, owes]);
  });

  it('splits new entries in proportion to the incomes the Owner enters', async () => {
    await choose(ann, 'Default split', 'In proportion to incomes');
    await ann.getByRole('textbox', { name: `${ANN_NAME} income` }).fill('3000');
    await ann.getByRole('textbox', { name: `${BOB_NAME} income` }).fill('1000');
    await ann.getByRole('button', { name: 'Save settings' }).click();
    await ann.getByText('Sharing settings saved').waitFor();
    await screenshot(ann, 'sharing-settings-incomes');
    const created = await handMade(bob, 'POST', '/transactions', {
      transactionType: 0,
      name: 'Heating',
      groupId,
      date: '2026-01-15',
      amount: 40,
      currency: PLN,
    });
    const { parts } = (created.body.data as { split: { parts: { amount: number }[] } }).split;
    expect(parts.map((part) => part.amount).sort((a, b) => b - a)).toEqual([30, 10]);
  });

  it('met no Content Security Policy violation or page error', () => {
    for (const page of [ann, bob]) expect(consoleProblems(page)).toEqual([]);
  });
});
