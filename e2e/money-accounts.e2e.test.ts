import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { browserWorld } from './support/browser-world.ts';
import { consoleProblems, money, screenshot } from './support/browser.ts';
import { choose, fillIn, pick, submitSaved } from './support/forms.ts';
import { handMade, signIn } from './support/users.ts';

const OWNER = 'olga.money@example.test';
const MEMBER = 'mia.money@example.test';
const VIEWER = 'vic.money@example.test';
const PLN = 0;

/**
 * Money accounts from the screens: a Member opens a current account, a card and savings, pays
 * from the card, moves 2,000 PLN to savings in one transfer, reads every balance on /accounts and
 * the savings' statement with its running balance; a Viewer sees the same without writing.
 */
describe('money accounts in the browser', () => {
  const world = browserWorld([OWNER, MEMBER, VIEWER]);
  let mia: Page;
  let groupId = '';

  const groupCard = (page: Page) => page.getByRole('article', { name: 'Home', exact: true });
  const accountRow = (page: Page, name: string) =>
    groupCard(page)
      .getByTestId('money-account')
      .filter({ has: page.getByRole('link', { name, exact: true }) });
  const balanceOf = (page: Page, name: string) =>
    accountRow(page, name).getByTestId('money-account-balance').textContent();

  beforeAll(async () => {
    const olga = await signIn(world.browser, world.server.url, OWNER);
    const created = await handMade(olga, 'POST', '/groups', { name: 'Home' });
    expect(created.status).toBe(201);
    groupId = (created.body.data as { id: string }).id;
    for (const [email, role] of [
      [MEMBER, 2],
      [VIEWER, 3],
    ] as const) {
      const assigned = await handMade(olga, 'PUT', '/groups/assign-users', {
        groupId,
        userEmails: [email],
        role,
      });
      expect(assigned.status).toBe(200);
    }
    await olga.context().close();
    mia = await signIn(world.browser, world.server.url, MEMBER);
  });

  async function addAccount(
    name: string,
    kind: string,
    openingBalance: string,
    owner?: RegExp,
  ): Promise<void> {
    await groupCard(mia).getByRole('link', { name: 'Add account' }).click();
    const form = mia.getByRole('form', { name: 'Add account' });
    await form.waitFor();
    if (name === 'Current') {
      await screenshot(mia, 'money-accounts-add-form-1280');
      await mia.setViewportSize({ width: 390, height: 844 });
      await screenshot(mia, 'money-accounts-add-form-390');
      await mia.setViewportSize({ width: 1280, height: 900 });
    }
    await choose(mia, form.getByRole('combobox', { name: 'Kind' }), kind);
    if (owner) {
      await form.getByRole('combobox', { name: 'Whose account' }).click();
      await pick(mia.getByRole('option', { name: owner }));
    }
    await submitSaved(
      mia,
      form,
      fillIn(form, { Name: name, 'Opening balance': openingBalance }),
      `Account "${name}" added`,
    );
    await groupCard(mia).waitFor();
  }

  it('lets a Member open a current account, a card and savings', async () => {
    await mia.goto('/accounts');
    // Every group starts with its Main account.
    await accountRow(mia, 'Main account').waitFor();
    await addAccount('Current', 'Current account', '5000');
    await addAccount('Card', 'Credit card', '', /mia/i);
    await addAccount('Savings', 'Savings', '');
    // Whose it is, by the member's name: "Mia's card".
    await accountRow(mia, 'Card')
      .getByText(/^\S+'s card$/)
      .waitFor();
    expect(await balanceOf(mia, 'Current')).toBe(await money(mia, 5000, PLN));
    expect(await balanceOf(mia, 'Savings')).toBe(await money(mia, 0, PLN));
  });

  it('adds an expense paid from the card, and remembers the card for the next one', async () => {
    await mia.goto(`/transactions?action=quick_add&groupId=${groupId}`);
    const form = mia.getByRole('form', { name: 'Add New Transaction' });
    await form.waitFor();
    await choose(mia, form.getByRole('combobox', { name: 'Money account' }), 'Card · PLN');
    await submitSaved(
      mia,
      form,
      fillIn(form, { Value: '120', Name: 'Groceries' }),
      'Transaction added successfully',
    );
    await mia.getByRole('button', { name: 'Add Transaction' }).click();
    await expect
      .poll(() => form.getByRole('combobox', { name: 'Money account' }).textContent())
      .toBe('Card · PLN');
    await form.getByRole('button', { name: 'Cancel' }).click();
    const row = mia.getByRole('row', { name: /Groceries/ });
    await row.getByTestId('money-account-name').getByText('Card').waitFor();
  });

  it('moves 2,000 PLN from current to savings in one transfer, and shows every balance', async () => {
    await mia.goto('/accounts');
    await groupCard(mia).getByRole('link', { name: 'Transfer' }).click();
    const form = mia.getByRole('form', { name: 'Transfer between accounts' });
    await form.waitFor();
    await choose(mia, form.getByRole('combobox', { name: 'From account' }), 'Current · PLN');
    await choose(mia, form.getByRole('combobox', { name: 'To account' }), 'Savings · PLN');
    await form.getByLabel('Amount (PLN)').fill('2000');
    // One currency on both sides: the amount received is not asked for.
    expect(await form.getByText('Amount received').count()).toBe(0);
    await screenshot(mia, 'money-accounts-transfer-form-1280');
    await mia.setViewportSize({ width: 390, height: 844 });
    await screenshot(mia, 'money-accounts-transfer-form-390');
    await mia.setViewportSize({ width: 1280, height: 900 });
    await submitSaved(mia, form, async () => undefined, 'Transfer made');

    await expect.poll(() => balanceOf(mia, 'Current')).toBe(await money(mia, 3000, PLN));
    expect(await balanceOf(mia, 'Savings')).toBe(await money(mia, 2000, PLN));
    expect(await balanceOf(mia, 'Card')).toBe(await money(mia, -120, PLN));
    expect(await balanceOf(mia, 'Main account')).toBe(await money(mia, 0, PLN));
    await accountRow(mia, 'Savings').getByText('1 transaction').waitFor();
    await screenshot(mia, 'money-accounts-accounts-1280');
    await mia.setViewportSize({ width: 390, height: 844 });
    await screenshot(mia, 'money-accounts-accounts-390');
    await mia.setViewportSize({ width: 1280, height: 900 });
  });

  it('filters the list to savings: the transfer in, and the balance after it', async () => {
    await mia.goto(`/transactions?groupId=${groupId}`);
    await mia.getByRole('combobox', { name: 'Accounts' }).click();
    await pick(mia.getByRole('option', { name: 'Savings' }));
    await mia.keyboard.press('Escape');
    const statement = mia.getByRole('region', { name: 'Savings: every transaction' });
    await statement.waitFor();
    await expect
      .poll(() => statement.getByTestId('account-balance').textContent())
      .toBe(await money(mia, 2000, PLN));
    const row = statement.getByRole('row', { name: /Transfer/ });
    expect(await row.getByTestId('money-account-name').textContent()).toBe(
      'Transfer: Current → Savings',
    );
    expect(await row.getByTestId('running-balance').textContent()).toBe(
      await money(mia, 2000, PLN),
    );
    await row
      .getByText(await money(mia, 2000, PLN), { exact: true })
      .first()
      .waitFor();
    expect(await statement.getByRole('columnheader', { name: 'Balance' }).count()).toBe(1);
    await screenshot(mia, 'money-accounts-statement-1280');

    await mia.setViewportSize({ width: 390, height: 844 });
    const card = statement.getByRole('listitem').filter({ hasText: 'Transfer: Current → Savings' });
    await card.getByText(`Balance: ${await money(mia, 2000, PLN)}`).waitFor();
    await screenshot(mia, 'money-accounts-statement-390');
    await mia.setViewportSize({ width: 1280, height: 900 });

    // Editing the transfer opens the transfer form, not the transaction form.
    await row.getByRole('button', { name: 'Edit Transfer' }).click();
    const edit = mia.getByRole('form', { name: 'Edit transfer' });
    await edit.waitFor();
    expect(await edit.getByLabel('Amount (PLN)').inputValue()).toBe('2000');
    await edit.getByRole('button', { name: 'Cancel' }).click();
    expect(consoleProblems(mia)).toEqual([]);
  });

  it("keeps the transfer out of /balances' recorded payments: it settles nobody", async () => {
    await mia.goto(`/balances?groupId=${groupId}`);
    const payments = mia.getByRole('region', { name: 'Recorded payments' });
    await payments.getByText('No payments recorded yet.').waitFor();
  });

  it('shows a Viewer the accounts without anything to change', async () => {
    const vic = await signIn(world.browser, world.server.url, VIEWER);
    await vic.goto('/accounts');
    await accountRow(vic, 'Savings').waitFor();
    expect(await balanceOf(vic, 'Savings')).toBe(await money(vic, 2000, PLN));
    expect(await balanceOf(vic, 'Current')).toBe(await money(vic, 3000, PLN));
    const card: Locator = groupCard(vic);
    for (const name of ['Add account', 'Transfer']) {
      expect(await card.getByRole('link', { name }).count()).toBe(0);
      expect(await card.getByRole('button', { name }).count()).toBe(0);
    }
    expect(await card.getByRole('button', { name: /^Actions for/ }).count()).toBe(0);
    // An address of a form shows no form to a Viewer.
    await vic.goto(`/accounts?view=add-account&group=${groupId}`);
    await vic.getByText('Account not available').waitFor();
    await vic.context().close();
  });
});
