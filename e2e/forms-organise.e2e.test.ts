import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { consoleProblems, screenshot } from './support/browser.ts';
import { browserWorld } from './support/browser-world.ts';
import { choose, fillIn, submitEachInvalid, submitRefused, submitSaved } from './support/forms.ts';
import { handMade, signIn } from './support/users.ts';

const ANN = 'ann.organise@example.test';
const long = (length: number) => 'x'.repeat(length);
const nothing = async () => undefined;

/**
 * The forms of money accounts, transfers and tags submitted with each kind of value they
 * refuse: the submit button stays usable, nothing is sent, and the form says why
 * (docs/decisions.md, 'Forms'). The other forms: e2e/forms.e2e.test.ts, forms-money.e2e.test.ts.
 */
describe('a form that cannot be sent says why: accounts, transfers, tags', () => {
  const world = browserWorld([ANN]);
  let ann: Page;
  let groupId = '';
  const groupCard = (page: Page) => page.getByRole('article', { name: 'Home', exact: true });

  it('sets up a household with one account', async () => {
    ann = await signIn(world.browser, world.server.url, ANN);
    const home = await handMade(ann, 'POST', '/groups', { name: 'Home' });
    groupId = (home.body.data as { id: string }).id;
    expect(groupId).not.toBe('');
  });

  it('add and edit account: each bad value, and a name the group has', async () => {
    await ann.goto('/accounts');
    await groupCard(ann).getByRole('link', { name: 'Add account' }).click();
    const add = ann.getByRole('form', { name: 'Add account' });
    await submitEachInvalid(ann, add, [
      [nothing, 'Account name is required'],
      [fillIn(add, { Name: long(51) }), 'Account name must be 50 characters or less'],
      [fillIn(add, { Name: 'Savings', 'Opening balance': '1.234' }), /at most 2 decimal places/],
      [
        fillIn(add, { 'Opening balance': '10', 'IBAN or bank account id (optional)': long(65) }),
        /64 characters or less/,
      ],
    ]);
    const saved = fillIn(add, { 'IBAN or bank account id (optional)': '' });
    await submitSaved(ann, add, saved, 'Account "Savings" added');
    await ann.goto('/accounts');
    await groupCard(ann).getByRole('link', { name: 'Add account' }).click();
    await submitRefused(
      ann,
      add,
      fillIn(add, { Name: 'savings' }),
      'An account with this name already exists in this group',
    );
    await add.getByRole('button', { name: 'Cancel' }).click();

    await ann.goto('/accounts');
    await groupCard(ann).getByRole('button', { name: 'Actions for Savings' }).click();
    await ann.getByRole('menuitem', { name: 'Edit' }).click();
    const edit = ann.getByRole('form', { name: 'Edit account' });
    await submitEachInvalid(ann, edit, [
      [fillIn(edit, { Name: ' ' }), 'Account name is required'],
      [fillIn(edit, { Name: long(51) }), 'Account name must be 50 characters or less'],
      [fillIn(edit, { Name: 'Savings', 'Opening balance': '1000000000000' }), /at most/],
    ]);
    await screenshot(ann, 'forms-organise-account');
  });

  it('reconcile: waits for a difference of 0, and says why beside its button', async () => {
    await ann.goto('/accounts');
    await groupCard(ann).getByRole('button', { name: 'Actions for Savings' }).click();
    await ann.getByRole('menuitem', { name: 'Reconcile' }).click();
    const form = ann.getByRole('form', { name: 'Reconcile Savings' });
    const button = form.getByRole('button', { name: 'Reconcile' });
    const reason = async () =>
      form.locator(`#${await button.getAttribute('aria-describedby')}`).innerText();
    await fillIn(form, { 'Statement balance': '' })();
    await expect.poll(reason).toBe('Enter the statement balance to compare.');
    await fillIn(form, { 'Statement balance': '12.5' })();
    await expect.poll(reason).toMatch(/differs from the statement by/);
    await fillIn(form, { 'Statement balance': '10' })();
    await expect.poll(() => button.isDisabled()).toBe(false);
  });

  it('transfer: the destination taken as the source, no amount, too many decimals', async () => {
    await ann.goto('/accounts');
    await groupCard(ann).getByRole('link', { name: 'Transfer' }).click();
    const form = ann.getByRole('form', { name: 'Transfer between accounts' });
    // The destination taken as the source is to be chosen again (no account goes to itself).
    await choose(ann, form.getByRole('combobox', { name: 'To account' }), 'Savings · PLN');
    await choose(ann, form.getByRole('combobox', { name: 'From account' }), 'Savings · PLN');
    await submitEachInvalid(ann, form, [
      [nothing, 'Choose an open account of this group'],
      [fillIn(form, { 'Amount (PLN)': '' }), /Value/],
      [fillIn(form, { 'Amount (PLN)': '0.001' }), /at most 2 decimal places|greater than 0/],
    ]);
    await screenshot(ann, 'forms-organise-transfer');
  });

  it('add and rename tag: empty, too long, a name the group has', async () => {
    await ann.goto('/tags');
    await ann.getByRole('button', { name: 'Add Tag' }).click();
    const add = ann.getByRole('form', { name: 'Add Tag' });
    await submitEachInvalid(ann, add, [
      [nothing, 'Name is required'],
      [fillIn(add, { Name: long(101) }), 'Name must be 100 characters or less'],
    ]);
    await submitSaved(ann, add, fillIn(add, { Name: 'Holiday' }), 'Tag "Holiday" created');
    await ann.getByRole('button', { name: 'Add Tag' }).click();
    await submitRefused(ann, add, fillIn(add, { Name: 'HOLIDAY' }), /already exists/);
    await add.getByRole('button', { name: 'Cancel' }).click();
    await submitSaved(
      ann,
      add,
      async () => {
        await ann.getByRole('button', { name: 'Add Tag' }).click();
        await fillIn(add, { Name: 'Trip' })();
      },
      'Tag "Trip" created',
    );
    await ann.getByRole('button', { name: 'Rename Trip' }).click();
    const rename = ann.getByRole('form', { name: 'Rename Tag "Trip"' });
    await submitEachInvalid(ann, rename, [
      [fillIn(rename, { Name: '' }), 'Name is required'],
      [fillIn(rename, { Name: long(101) }), 'Name must be 100 characters or less'],
    ]);
    await submitRefused(ann, rename, fillIn(rename, { Name: 'holiday' }), /already exists/);
    expect(consoleProblems(ann)).toEqual([]);
  });
});
