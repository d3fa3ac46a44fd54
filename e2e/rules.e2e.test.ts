import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { consoleProblems, screenshot } from './support/browser.ts';
import { browserWorld } from './support/browser-world.ts';
import { handMade, signIn } from './support/users.ts';
import { pick } from './support/forms.ts';

const ANN = 'ann.rules@example.test';

describe('rules: created, reordered, edited, disabled and deleted on /rules', () => {
  const world = browserWorld([ANN]);
  let ann: Page;
  let groupId = '';

  const ruleNames = async () => {
    const listed = await handMade(ann, 'GET', `/groups/${groupId}/rules`);
    return (listed.body.data as { name: string; enabled: boolean }[]).map(
      (rule) => `${rule.name}${rule.enabled ? '' : ' (off)'}`,
    );
  };

  async function choose(row: Locator, box: string, option: string) {
    await row.getByRole('combobox', { name: box }).click();
    await pick(row.page().getByRole('option', { name: option, exact: true }));
  }

  it('creates two rules from the form, reached from the sidebar', async () => {
    ann = await signIn(world.browser, world.server.url, ANN);
    const group = await handMade(ann, 'POST', '/groups', { name: 'Household' });
    groupId = (group.body.data as { id: string }).id;
    await ann.reload();
    await ann.getByRole('link', { name: 'Rules' }).click();
    await ann.waitForURL('**/rules');
    await ann.getByText('No rules yet.').waitFor();

    await ann.getByRole('button', { name: 'Add Rule' }).click();
    let form = ann.getByRole('form', { name: 'Add Rule' });
    await form.getByLabel('Name', { exact: true }).fill('Groceries');
    let condition = form.getByRole('group', { name: 'Condition 1' });
    await condition.getByLabel('Text').fill('żabka');
    await form.getByRole('button', { name: 'Add condition' }).click();
    condition = form.getByRole('group', { name: 'Condition 2' });
    await choose(condition, 'Field', 'Amount');
    await condition.getByLabel('Amount').fill('20');
    const action = form.getByRole('group', { name: 'Action 1' });
    await choose(action, 'Action', 'Rename');
    await action.getByLabel('New name').fill('Żabka shopping');
    await screenshot(ann, 'rules-form-1280');
    await form.getByRole('button', { name: 'Add Rule' }).click();
    await ann.getByText('Rule "Groceries" created').first().waitFor();

    await ann.getByRole('button', { name: 'Add Rule' }).click();
    form = ann.getByRole('form', { name: 'Add Rule' });
    await form.getByLabel('Name', { exact: true }).fill('Fuel');
    condition = form.getByRole('group', { name: 'Condition 1' });
    await choose(condition, 'Field', 'Name');
    await condition.getByLabel('Text').fill('orlen');
    const description = form.getByRole('group', { name: 'Action 1' });
    await choose(description, 'Action', 'Set description');
    await description.getByLabel('Description (empty clears it)').fill('Car');
    await form.getByRole('button', { name: 'Add Rule' }).click();
    await ann.getByText('Rule "Fuel" created').first().waitFor();
    const list = ann.getByRole('list', { name: 'Rules of Household' });
    await list
      .getByText("Payee contains 'żabka' and Amount above 20.00", { exact: true })
      .waitFor();
    await expect.poll(ruleNames).toEqual(['Groceries', 'Fuel']);
  });

  it('shows in the add form what the rules will set, and the saved transaction has it', async () => {
    await ann.goto('/transactions?action=quick_add');
    const form = ann.getByRole('form', { name: 'Add New Transaction' });
    await form.getByLabel('Value', { exact: true }).fill('180');
    await form.getByLabel('Name', { exact: true }).fill('ORLEN Stacja 123');
    const outcome = form.getByTestId('rules-outcome');
    await outcome.getByText('Description: Car').waitFor();
    await outcome.getByText('(rule “Fuel”)').waitFor();
    await screenshot(ann, 'rules-outcome-1280');
    await form.getByRole('button', { name: 'Add Transaction' }).click();
    await ann.getByText('Transaction added successfully').first().waitFor();
    const listed = await handMade(ann, 'GET', `/transactions?groupIds=${groupId}`);
    const [saved] = (listed.body.data as { transactions: { description: string | null }[] })
      .transactions;
    expect(saved?.description).toBe('Car');
    await ann.goto('/rules');
    await ann.getByRole('list', { name: 'Rules of Household' }).waitFor();
  });

  it('moves a rule up with the keyboard, edits it and disables the other', async () => {
    await ann.getByRole('button', { name: 'Move Fuel up' }).focus();
    await ann.keyboard.press('Enter');
    await expect.poll(ruleNames).toEqual(['Fuel', 'Groceries']);

    await ann.getByRole('button', { name: 'Edit Fuel' }).click();
    const form = ann.getByRole('form', { name: 'Edit Rule "Fuel"' });
    const tryIt = form.getByRole('region', { name: 'Try it' });
    await tryIt.getByLabel('Sample payee').fill('ŻABKA Z1234');
    await tryIt.getByLabel('Sample amount').fill('25');
    await tryIt.getByRole('button', { name: 'Try it' }).click();
    await tryIt.getByText('1 rule matches: Groceries').waitFor();
    await tryIt.getByText('Name: Żabka shopping (rule "Groceries")').waitFor();
    await screenshot(ann, 'rules-edit-1280');
    await form.getByLabel('Name', { exact: true }).fill('Fuel station');
    await form.getByRole('button', { name: 'Save Changes' }).click();
    await ann.getByText('Rule "Fuel station" saved').first().waitFor();

    await ann.getByRole('button', { name: 'Disable Groceries' }).click();
    await ann.getByText('Rule "Groceries" disabled').first().waitFor();
    await expect.poll(ruleNames).toEqual(['Fuel station', 'Groceries (off)']);
    await ann.getByRole('button', { name: 'Enable Groceries' }).waitFor();
    await screenshot(ann, 'rules-screen-1280');
  });

  it('fits a phone, then deletes a rule after the shared confirmation', async () => {
    const phone = await signIn(world.browser, world.server.url, ANN, 390);
    const fits = () =>
      phone.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
    await phone.goto('/rules');
    await phone.getByRole('listitem', { name: 'Groceries' }).waitFor();
    await expect(fits()).resolves.toBe(true);
    await screenshot(phone, 'rules-screen-390');
    await phone.getByRole('button', { name: 'Edit Groceries' }).click();
    await phone.getByRole('form', { name: 'Edit Rule "Groceries"' }).waitFor();
    await expect(fits()).resolves.toBe(true);
    await screenshot(phone, 'rules-form-390');
    expect(consoleProblems(phone)).toEqual([]);
    await phone.context().close();

    await ann.getByRole('button', { name: 'Delete Fuel station' }).click();
    const dialog = ann.getByRole('alertdialog', {
      name: 'Are you sure you want to delete rule "Fuel station"?',
    });
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await ann.getByText('Rule "Fuel station" deleted').first().waitFor();
    await expect.poll(ruleNames).toEqual(['Groceries (off)']);
    expect(consoleProblems(ann)).toEqual([]);
  });
});
