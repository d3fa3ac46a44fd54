import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { browserWorld } from './support/browser-world.ts';
import { consoleProblems, money, screenshot } from './support/browser.ts';
import { choose, fillIn, submitSaved } from './support/forms.ts';
import { handMade, signIn } from './support/users.ts';

const OWNER = 'olga.recon@example.test';
const MEMBER = 'mia.recon@example.test';
const PLN = 0;

/**
 * Reconciliation from the screens: a Member opens a credit card, has three card payments, opens
 * Reconcile, types the statement's balance, sees the difference, ticks the rows the statement
 * shows until it is 0, reconciles, reads the last reconciled date on /accounts, and an edit of a
 * locked row asks first (docs/decisions.md, 'Money accounts').
 */
describe('reconciliation in the browser', () => {
  const world = browserWorld([OWNER, MEMBER]);
  let mia: Page;
  let groupId = '';
  let cardId = '';

  const groupCard = (page: Page) => page.getByRole('article', { name: 'Home', exact: true });
  const cardRow = (page: Page) =>
    groupCard(page)
      .getByTestId('money-account')
      .filter({ has: page.getByRole('link', { name: 'Card', exact: true }) });
  const sizes = async (name: string) => {
    await screenshot(mia, `${name}-1280`);
    await mia.setViewportSize({ width: 390, height: 844 });
    await screenshot(mia, `${name}-390`);
    await mia.setViewportSize({ width: 1280, height: 900 });
  };

  beforeAll(async () => {
    const olga = await signIn(world.browser, world.server.url, OWNER);
    const created = await handMade(olga, 'POST', '/groups', { name: 'Home' });
    expect(created.status).toBe(201);
    groupId = (created.body.data as { id: string }).id;
    const assigned = await handMade(olga, 'PUT', '/groups/assign-users', {
      groupId,
      userEmails: [MEMBER],
      role: 2,
    });
    expect(assigned.status).toBe(200);
    await olga.context().close();
    mia = await signIn(world.browser, world.server.url, MEMBER);
  });

  it('lets a Member open a credit card and pay with it', async () => {
    await mia.goto('/accounts');
    await groupCard(mia).getByRole('link', { name: 'Add account' }).click();
    const form = mia.getByRole('form', { name: 'Add account' });
    await form.waitFor();
    await choose(mia, form.getByRole('combobox', { name: 'Kind' }), 'Credit card');
    await submitSaved(mia, form, fillIn(form, { Name: 'Card' }), 'Account "Card" added');
    const accounts = await handMade(mia, 'GET', `/groups/${groupId}/money-accounts`);
    const card = (accounts.body.data as { id: string; name: string }[]).find(
      (account) => account.name === 'Card',
    );
    cardId = card?.id ?? '';
    for (const [name, date, amount] of [
      ['Shop', '2026-11-02', 10],
      ['Fuel', '2026-11-05', 20],
      ['Cinema', '2026-11-08', 5],
    ] as const) {
      const paid = await handMade(mia, 'POST', '/transactions', {
        transactionType: 0,
        name,
        groupId,
        date,
        amount,
        currency: PLN,
        moneyAccountId: cardId,
      });
      expect(paid.status).toBe(201);
    }
  });

  it('reconciles the card against a typed statement balance', async () => {
    await mia.goto('/accounts');
    await cardRow(mia)
      .getByText(/Never reconciled/)
      .waitFor();
    await cardRow(mia).getByRole('button', { name: 'Actions for Card' }).click();
    await mia.getByRole('menuitem', { name: 'Reconcile' }).click();
    const form = mia.getByRole('form', { name: 'Reconcile Card' });
    await form.waitFor();
    const submit = form.getByRole('button', { name: 'Reconcile' });
    expect(await submit.isDisabled()).toBe(true);
    // The card's statement prints the debt as it is owed, positive.
    await form.getByLabel('Amount owed on the statement').fill('30');
    const difference = form.getByTestId('reconcile-difference');
    await expect.poll(() => difference.textContent()).toBe(`+${await money(mia, 30, PLN)}`);
    expect(await form.getByTestId('reconcile-balance').textContent()).toBe(
      await money(mia, -35, PLN),
    );
    await form.getByText(/differs from the statement by/).waitFor();
    await sizes('reconciliation-form');

    await form.getByRole('checkbox', { name: /Cleared: Shop/ }).click();
    await expect.poll(() => difference.textContent()).toBe(`+${await money(mia, 20, PLN)}`);
    await form.getByRole('checkbox', { name: /Cleared: Fuel/ }).click();
    await expect.poll(() => difference.textContent()).toBe(await money(mia, 0, PLN));
    await expect.poll(() => submit.isDisabled()).toBe(false);
    await sizes('reconciliation-form-balanced');
    await submitSaved(mia, form, async () => undefined, 'Reconciled: 2 transactions locked');

    const reconciled = cardRow(mia).getByTestId('money-account-reconciled');
    await expect.poll(() => reconciled.textContent()).toContain('Reconciled up to');
    expect(await reconciled.textContent()).toContain(`Cleared ${await money(mia, -30, PLN)}`);
    await sizes('reconciliation-accounts');
  });

  it('shows the locked rows in the statement, and asks before one is changed', async () => {
    await mia.goto(`/transactions?groupId=${groupId}&account=${cardId}`);
    const statement = mia.getByRole('region', { name: 'Card: every transaction' });
    await statement.waitFor();
    const shop = statement.getByRole('row', { name: /Shop/ });
    await shop.getByText('Shop is reconciled').waitFor();
    const cinema = statement.getByRole('row', { name: /Cinema/ });
    const check = cinema.getByRole('button', { name: 'Mark Cinema cleared' });
    await check.click();
    await cinema.getByRole('button', { name: 'Mark Cinema uncleared' }).waitFor();
    await sizes('reconciliation-statement');

    await shop.getByRole('button', { name: 'Edit Shop' }).click();
    await mia.getByRole('heading', { name: 'Update Transaction' }).waitFor();
    await mia.getByLabel('Value').fill('12');
    await mia.getByRole('button', { name: 'Update Transaction' }).click();
    const dialog = mia.getByRole('alertdialog', { name: 'Change a reconciled transaction?' });
    await dialog.waitFor();
    await sizes('reconciliation-confirm');
    await dialog.getByRole('button', { name: 'Change it' }).click();
    await mia.getByText('Transaction updated successfully').waitFor();
    // A new amount unlocks it; it stays cleared.
    await statement
      .getByRole('row', { name: /Shop/ })
      .getByRole('button', { name: 'Mark Shop uncleared' })
      .waitFor();
    expect(consoleProblems(mia)).toEqual([]);
  });
});
