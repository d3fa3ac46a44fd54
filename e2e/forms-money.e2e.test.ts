import { fileURLToPath } from 'node:url';
import { MemberRole } from '@budget/contract';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { consoleProblems, screenshot } from './support/browser.ts';
import { browserWorld } from './support/browser-world.ts';
import { choose, submitInvalid, submitSaved } from './support/forms.ts';
import { handMade, signIn } from './support/users.ts';

const ANN = 'ann.money@example.test';
const BOB = 'bob.money@example.test';
const [ANN_NAME, BOB_NAME] = ['ann.money', 'bob.money'];
const long = (length: number) => 'x'.repeat(length);
const nothing = async () => undefined;
const polishCsv = fileURLToPath(
  new URL('../apps/api/src/modules/imports/samples/polish-bank.csv', import.meta.url),
);

/**
 * Every form that writes money (transactions, budgets, sharing settings, payments, a CSV file's
 * columns) submitted with each kind of value it refuses: the submit button stays usable,
 * nothing is sent, and the reason shows (docs/decisions.md, 'Forms').
 */
describe('a form that cannot be sent says why: money', () => {
  const world = browserWorld([ANN, BOB]);
  let ann: Page;
  let groupId = '';

  /** Types into a number box key by key, as a person does: letters leave it empty. */
  const typeKeys = async (box: Locator, keys: string) => {
    await box.fill('');
    await box.pressSequentially(keys);
  };

  /** Sets the split's mode and each member's box (Ann's, then Bob's). */
  async function split(page: Page, form: Locator, mode: string, values: [string, string]) {
    await choose(page, form.getByRole('combobox', { name: 'Split' }), mode);
    const box =
      mode === 'By shares' ? 'shares' : mode === 'By percentages' ? 'percentage' : 'amount';
    await form.getByRole('spinbutton', { name: `${ANN_NAME} ${box}` }).fill(values[0]);
    await form.getByRole('spinbutton', { name: `${BOB_NAME} ${box}` }).fill(values[1]);
  }

  it('sets up a household of two and a second group', async () => {
    ann = await signIn(world.browser, world.server.url, ANN);
    groupId = (
      (await handMade(ann, 'POST', '/groups', { name: 'Home' })).body.data as { id: string }
    ).id;
    const added = await handMade(ann, 'PUT', '/groups/assign-users', {
      groupId,
      userEmails: [BOB],
      role: MemberRole.Member,
    });
    expect(added.status).toBe(200);
    expect((await handMade(ann, 'POST', '/groups', { name: 'Cabin' })).status).toBe(201);
  });

  it('add transaction, on a phone: each bad value, and a split that does not add up', async () => {
    const phone = await signIn(world.browser, world.server.url, ANN, 390);
    await phone.goto('/transactions?action=quick_add');
    const form = phone.getByRole('form', { name: 'Add New Transaction' });
    const [name, value, date] = ['Name', 'Value', 'Date'].map((label) =>
      form.getByLabel(label, { exact: true }),
    ) as [Locator, Locator, Locator];
    await submitInvalid(phone, form, nothing, 'Select a group');
    await form.getByText('name is required').waitFor();
    await form.getByText('Value must be greater than 0').waitFor();
    await choose(phone, form.getByRole('combobox', { name: 'Group' }), 'Cabin');
    await submitInvalid(phone, form, () => name.fill(long(101)), 'name is too long');
    await name.fill('Rent');
    await submitInvalid(phone, form, () => value.fill('0'), 'Value must be greater than 0');
    await submitInvalid(phone, form, () => value.fill('-5'), 'Value must be greater than 0');
    await submitInvalid(phone, form, () => value.fill('1.234'), /at most 2 decimal places/);
    await submitInvalid(phone, form, () => typeKeys(value, 'abc'), 'Value must be greater than 0');
    await value.fill('100');
    await submitInvalid(phone, form, () => date.fill(''), 'Date is required');
    await submitInvalid(phone, form, () => date.fill('2026-02-30'), /Date must be a valid date/);
    await submitInvalid(
      phone,
      form,
      async () => {
        await date.fill('2026-03-10');
        await choose(phone, form.getByRole('combobox', { name: 'Repeats' }), 'Monthly');
        await form.getByLabel('Ends (optional)').fill('2026-03-01');
      },
      'End date cannot be before the date',
    );
    await choose(phone, form.getByRole('combobox', { name: 'Repeats' }), 'Never');

    // In Home, shared by two: a split whose parts do not make the whole is not sent.
    await choose(phone, form.getByRole('combobox', { name: 'Group' }), 'Home');
    await submitInvalid(
      phone,
      form,
      () => split(phone, form, 'By shares', ['', '']),
      'Choose at least one member to share it',
    );
    await submitInvalid(
      phone,
      form,
      () => split(phone, form, 'By shares', ['1.5', '1']),
      /Shares are whole numbers/,
    );
    await submitInvalid(
      phone,
      form,
      () => split(phone, form, 'By percentages', ['70', '20']),
      'The percentages add up to 90%, not 100%',
    );
    await submitInvalid(
      phone,
      form,
      () => split(phone, form, 'Exact amounts', ['60', '30']),
      'The parts add up to 90.00, not 100.00',
    );
    await screenshot(phone, 'forms-transaction-split-invalid-390');
    await submitSaved(
      phone,
      form,
      () => split(phone, form, 'Exact amounts', ['60', '40']),
      'Transaction added successfully',
    );
    expect(consoleProblems(phone)).toEqual([]);
    await phone.context().close();
  });

  it('edit transaction: bad values and splits are held, a split that adds up is saved', async () => {
    await ann.goto('/transactions');
    await ann.getByRole('button', { name: 'Edit Rent' }).click();
    const form = ann.getByRole('form', { name: 'Update Transaction' });
    const value = form.getByLabel('Value', { exact: true });
    await submitInvalid(ann, form, () => form.getByLabel('Name').fill(' '), 'name is required');
    await form.getByLabel('Name').fill('Rent');
    await submitInvalid(ann, form, () => value.fill('0'), 'Value must be greater than 0');
    await submitInvalid(ann, form, () => value.fill('99.999'), /at most 2 decimal places/);
    await value.fill('100');
    await submitInvalid(
      ann,
      form,
      () => split(ann, form, 'By shares', ['2', '-1']),
      'Split values cannot be negative',
    );
    await submitInvalid(
      ann,
      form,
      () => split(ann, form, 'By percentages', ['50', '40.5']),
      'The percentages add up to 90.5%, not 100%',
    );
    await submitInvalid(
      ann,
      form,
      () => split(ann, form, 'Exact amounts', ['50', '49.99']),
      'The parts add up to 99.99, not 100.00',
    );
    const sent = await submitSaved(
      ann,
      form,
      () => split(ann, form, 'By percentages', ['60', '40']),
      'Transaction updated successfully',
    );
    expect(sent).toContain('PUT /api/v1/transactions');
  });

  it('add and edit budget', async () => {
    await ann.goto('/budgets?action=quick_add');
    const form = ann.getByRole('form', { name: 'Add Budget' });
    const [value, start, end] = ['Value', 'Start date', 'End date'].map((label) =>
      form.getByLabel(label, { exact: true }),
    ) as [Locator, Locator, Locator];
    await submitInvalid(ann, form, nothing, 'Amount is required');
    await form.getByText('Group ID is required').waitFor();
    await choose(ann, form.getByRole('combobox', { name: 'Group' }), 'Home');
    await submitInvalid(ann, form, () => form.getByLabel('Name').fill(long(101)), /100 char/);
    await form.getByLabel('Name').fill('Food');
    await submitInvalid(ann, form, () => value.fill('-5'), 'Amount must be non-negative');
    await submitInvalid(ann, form, () => value.fill('10.005'), /at most 2 decimal places/);
    await submitInvalid(ann, form, () => typeKeys(value, 'abc'), 'Amount is required');
    await value.fill('400');
    const firstDay = await start.inputValue();
    await submitInvalid(ann, form, () => start.fill(''), 'Date is required');
    await submitInvalid(
      ann,
      form,
      async () => {
        await start.fill(firstDay);
        await end.fill('2000-01-01');
      },
      'End date cannot be before the start date',
    );
    await submitSaved(ann, form, () => end.fill(''), 'Budget added successfully');

    await ann.getByRole('button', { name: 'Edit Food' }).click();
    const edit = ann.getByRole('form', { name: 'Update Budget' });
    const editValue = edit.getByLabel('Value', { exact: true });
    await submitInvalid(ann, edit, () => edit.getByLabel('Name').fill(''), /required/);
    await edit.getByLabel('Name').fill('Food');
    await submitInvalid(ann, edit, () => typeKeys(editValue, 'abc'), 'Amount is required');
    await submitInvalid(ann, edit, () => editValue.fill('1.234'), /at most 2 decimal places/);
  });

  it('sharing settings and record payment on /balances', async () => {
    await ann.goto(`/balances?groupId=${groupId}`);
    const settings = ann.getByRole('form', { name: 'Sharing settings' });
    const mode = settings.getByRole('combobox', { name: 'Default split' });
    const box = (member: string, kind: string) =>
      settings.getByRole('spinbutton', { name: `${member} ${kind}` });
    await choose(ann, mode, 'By percentages');
    await submitInvalid(
      ann,
      settings,
      async () => {
        await box(ANN_NAME, 'percentage').fill('70');
        await box(BOB_NAME, 'percentage').fill('50');
      },
      'The percentages add up to 120%, not 100%',
    );
    await choose(ann, mode, 'By shares');
    await submitInvalid(
      ann,
      settings,
      async () => {
        await box(ANN_NAME, 'shares').fill('1.5');
        await box(BOB_NAME, 'shares').fill('2');
      },
      /Shares are whole numbers/,
    );
    await choose(ann, mode, 'In proportion to incomes');
    await submitInvalid(ann, settings, async () => {
      await box(ANN_NAME, 'income').fill('');
      await box(BOB_NAME, 'income').fill('');
    });

    // Bob owes Ann 40 of the rent.
    await ann.reload();
    await ann
      .getByRole('listitem')
      .filter({ hasText: / pays / })
      .getByRole('button', { name: /^Record payment/ })
      .click();
    const form = ann.getByRole('form', { name: 'Record payment' });
    const amount = form.getByLabel(/^Amount/);
    await submitInvalid(ann, form, () => amount.fill(''), 'Amount is required');
    await submitInvalid(ann, form, () => amount.fill('0'), 'Value must be greater than 0');
    await submitInvalid(ann, form, () => amount.fill('-1'), 'Value must be greater than 0');
    await submitInvalid(ann, form, () => amount.fill('1.234'), /at most 2 decimal places/);
    await amount.fill('40');
    await submitInvalid(
      ann,
      form,
      () => form.getByLabel('Date', { exact: true }).fill(''),
      'Date is required',
    );
    await submitInvalid(
      ann,
      form,
      () => form.getByLabel('Note (optional)').fill(long(501)),
      'Note must be 500 characters or less',
    );
    await screenshot(ann, 'forms-record-payment-invalid');
    await form.getByRole('button', { name: 'Cancel' }).click();
  });

  it('the columns of a CSV file: choices that contradict each other', async () => {
    await ann.goto('/imports');
    await choose(ann, ann.getByRole('combobox', { name: 'Group' }), 'Home');
    await ann.getByLabel('Bank file').setInputFiles(polishCsv);
    const form = ann.getByRole('form', { name: 'Columns of the file' });
    const select = (label: string) => form.getByRole('combobox', { name: label, exact: true });
    await submitInvalid(
      ann,
      form,
      async () => {
        await choose(ann, select('Decimal separator'), 'Comma (1234,56)');
        await choose(ann, select('Thousands separator'), 'Comma (1,234)');
      },
      'The thousands separator must differ from the decimal separator',
    );
    await choose(ann, select('Thousands separator'), 'None');
    // No amount column at all: no field of it on screen, so the summary says the message.
    await submitInvalid(
      ann,
      form,
      async () => {
        await choose(ann, select('Amount'), 'Debit and credit columns');
        await choose(ann, select('Debit (money out)'), 'None');
        await choose(ann, select('Credit (money in)'), 'None');
      },
      'Choose an amount column, or debit and credit columns, not both',
    );
    expect(consoleProblems(ann)).toEqual([]);
  });
});
