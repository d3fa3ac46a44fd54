import { fileURLToPath } from 'node:url';
import { MemberRole } from '@budget/contract';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { consoleProblems, screenshot } from './support/browser.ts';
import { browserWorld } from './support/browser-world.ts';
import { choose, fillIn, submitEachInvalid, submitSaved } from './support/forms.ts';
import { handMade, signIn } from './support/users.ts';

const ANN = 'ann.money@example.test';
const BOB = 'bob.money@example.test';
const [ANN_NAME, BOB_NAME] = ['ann.money', 'bob.money'];
const long = (length: number) => 'x'.repeat(length);
const nothing = async () => undefined;
const polishCsv = fileURLToPath(
  new URL('../apps/api/src/modules/imports/samples/polish-bank.csv', import.meta.url),
);
const BOXES: Record<string, string> = {
  'By shares': 'shares',
  'By percentages': 'percentage',
  'Exact amounts': 'amount',
  'In proportion to incomes': 'income',
};

/**
 * Every form that writes money (transactions, budgets, sharing settings, payments, a CSV file's
 * columns) submitted with each kind of value it refuses: the submit button stays usable,
 * nothing is sent, and the form's summary says why (docs/decisions.md, 'Forms').
 */
describe('a form that cannot be sent says why: money', () => {
  const world = browserWorld([ANN, BOB]);
  let ann: Page;
  let groupId = '';

  /** Types into a value box key by key, as a person does (docs/decisions.md, 'Amounts as typed'). */
  const typeKeys = (form: Locator, label: string, keys: string) => async () => {
    await form.getByLabel(label, { exact: true }).fill('');
    await form.getByLabel(label, { exact: true }).pressSequentially(keys);
  };

  /** Sets the split (select `label`) to `mode` and each member's box, Ann's then Bob's. */
  function split(page: Page, form: Locator, mode: string, [a, b]: string[], label = 'Split') {
    return async () => {
      await choose(page, form.getByRole('combobox', { name: label }), mode);
      for (const [name, value] of [
        [ANN_NAME, a],
        [BOB_NAME, b],
      ] as const)
        await form.getByRole('textbox', { name: `${name} ${BOXES[mode]}` }).fill(value!);
    };
  }

  it('sets up a household of two and a second group', async () => {
    ann = await signIn(world.browser, world.server.url, ANN);
    const home = await handMade(ann, 'POST', '/groups', { name: 'Home' });
    groupId = (home.body.data as { id: string }).id;
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
    const group = form.getByRole('combobox', { name: 'Group' });
    const repeats = form.getByRole('combobox', { name: 'Repeats' });
    await submitEachInvalid(phone, form, [[nothing, 'Select a group']]);
    await form.getByText('name is required').waitFor();
    await form.getByText('Value must be greater than 0').waitFor();
    await choose(phone, group, 'Cabin');
    await submitEachInvalid(phone, form, [
      [fillIn(form, { Name: long(101) }), 'name is too long'],
      [fillIn(form, { Name: 'Rent', Value: '0' }), 'Value must be greater than 0'],
      [fillIn(form, { Value: '-5' }), 'Value must be greater than 0'],
      [fillIn(form, { Value: '1.234' }), /at most 2 decimal places/],
      [typeKeys(form, 'Value', 'abc'), 'Value must be a number'],
      // Two decimal points could be either amount: refused, not guessed.
      [typeKeys(form, 'Value', '1.234.5'), 'Value must be a number'],
      [fillIn(form, { Value: '100', Date: '' }), 'Date is required'],
      [fillIn(form, { Date: '2026-02-30' }), /Date must be a valid date/],
      [
        async () => {
          await fillIn(form, { Date: '2026-03-10' })();
          // On a phone Repeats waits under More details.
          await form.getByRole('button', { name: 'More details' }).click();
          await choose(phone, repeats, 'Monthly');
          await fillIn(form, { 'Ends (optional)': '2026-03-01' })();
        },
        'End date cannot be before the date',
      ],
    ]);
    await choose(phone, repeats, 'Never');
    // In Home, shared by two: a split whose parts do not make the whole is not sent.
    await choose(phone, group, 'Home');
    await submitEachInvalid(phone, form, [
      [split(phone, form, 'By shares', ['', '']), 'Choose at least one member to share it'],
      [split(phone, form, 'By shares', ['1.5', '1']), /Shares are whole numbers/],
      [split(phone, form, 'By percentages', ['70', '20']), 'add up to 90%: 10% short of 100%'],
      [
        split(phone, form, 'Exact amounts', ['60', '30']),
        'add up to 90.00 PLN: 10.00 PLN short of 100.00 PLN',
      ],
    ]);
    await screenshot(phone, 'forms-transaction-split-invalid-390');
    const adds = split(phone, form, 'Exact amounts', ['60', '40']);
    await submitSaved(phone, form, adds, 'Transaction added successfully');
    expect(consoleProblems(phone)).toEqual([]);
    await phone.context().close();
  });

  it('edit transaction: bad values and splits are held, a split that adds up is saved', async () => {
    await ann.goto('/transactions');
    await ann.getByRole('button', { name: 'Edit Rent' }).click();
    const form = ann.getByRole('form', { name: 'Update Transaction' });
    await submitEachInvalid(ann, form, [
      [fillIn(form, { Name: ' ' }), 'name is required'],
      [fillIn(form, { Name: 'Rent', Value: '0' }), 'Value must be greater than 0'],
      [fillIn(form, { Value: '99.999' }), /at most 2 decimal places/],
      [fillIn(form, { Value: '100', Date: '' }), 'Date is required'],
      [
        async () => {
          await fillIn(form, { Date: '2026-03-10' })();
          await split(ann, form, 'By shares', ['2', '-1'])();
        },
        'Split values cannot be negative',
      ],
      [split(ann, form, 'By percentages', ['50', '40.5']), 'add up to 90.5%: 9.5% short of 100%'],
      [
        split(ann, form, 'Exact amounts', ['50', '49.99']),
        'add up to 99.99 PLN: 0.01 PLN short of 100.00 PLN',
      ],
    ]);
    const saves = split(ann, form, 'By percentages', ['60', '40']);
    const sent = await submitSaved(ann, form, saves, 'Transaction updated successfully');
    expect(sent).toContain('PUT /api/v1/transactions');
  });

  it('add and edit budget', async () => {
    await ann.goto('/budgets?action=quick_add');
    const form = ann.getByRole('form', { name: 'Add Budget' });
    await submitEachInvalid(ann, form, [[nothing, 'Amount is required']]);
    await form.getByText('Group ID is required').waitFor();
    await choose(ann, form.getByRole('combobox', { name: 'Group' }), 'Home');
    const firstDay = await form.getByLabel('Start date').inputValue();
    await submitEachInvalid(ann, form, [
      [fillIn(form, { Name: long(101) }), /100 characters or less/],
      [fillIn(form, { Name: 'Food', Value: '-5' }), 'Amount must be non-negative'],
      [fillIn(form, { Value: '10.005' }), /at most 2 decimal places/],
      [typeKeys(form, 'Value', 'abc'), 'Value must be a number'],
      [fillIn(form, { Value: '400', 'Start date': '' }), 'Date is required'],
      [
        fillIn(form, { 'Start date': firstDay, 'End date': '2000-01-01' }),
        'End date cannot be before the start date',
      ],
    ]);
    const noEnd = fillIn(form, { 'End date': '' });
    await submitSaved(ann, form, noEnd, 'Budget added successfully');

    await ann.getByRole('button', { name: 'Edit Food' }).click();
    const edit = ann.getByRole('form', { name: 'Update Budget' });
    await submitEachInvalid(ann, edit, [
      [fillIn(edit, { Name: '' }), 'Name is required'],
      [fillIn(edit, { Name: 'Food', Value: '1.234' }), /at most 2 decimal places/],
      [typeKeys(edit, 'Value', 'abc'), 'Value must be a number'],
    ]);
  });

  it('sharing settings and record payment on /balances', async () => {
    await ann.goto(`/balances?groupId=${groupId}`);
    const settings = ann.getByRole('form', { name: 'Sharing settings' });
    const byDefault = (mode: string, values: string[]) =>
      split(ann, settings, mode, values, 'Default split');
    await submitEachInvalid(ann, settings, [
      [
        byDefault('By percentages', ['70', '50']),
        'The percentages add up to 120%: 20% more than 100%',
      ],
      [byDefault('By shares', ['1.5', '2']), /Shares are whole numbers/],
      [byDefault('In proportion to incomes', ['', '']), undefined],
    ]);

    // Bob owes Ann 40 of the rent.
    await ann.reload();
    await ann
      .getByRole('listitem')
      .filter({ hasText: / pays / })
      .getByRole('button', { name: /^Record payment/ })
      .click();
    const form = ann.getByRole('form', { name: 'Record payment' });
    const amount = (value: string) => fillIn(form, { 'Amount (PLN)': value });
    await submitEachInvalid(ann, form, [
      [amount(''), 'Amount is required'],
      [amount('0'), 'Value must be greater than 0'],
      [amount('-1'), 'Value must be greater than 0'],
      [amount('1.234'), /at most 2 decimal places/],
      [fillIn(form, { 'Amount (PLN)': '40', Date: '' }), 'Date is required'],
      [fillIn(form, { 'Note (optional)': long(501) }), 'Note must be 500 characters or less'],
    ]);
    await screenshot(ann, 'forms-record-payment-invalid');
    await form.getByRole('button', { name: 'Cancel' }).click();
  });

  it('a CSV file: its columns, then the payer and split of its import', async () => {
    await ann.goto('/imports');
    await choose(ann, ann.getByRole('combobox', { name: 'Group' }), 'Home');
    await ann.getByLabel('Bank file').setInputFiles(polishCsv);
    const form = ann.getByRole('form', { name: 'Columns of the file' });
    const set = (choices: [string, string][]) => async () => {
      for (const [label, option] of choices)
        await choose(ann, form.getByRole('combobox', { name: label, exact: true }), option);
    };
    await submitEachInvalid(ann, form, [
      [
        set([
          ['Decimal separator', 'Comma (1234,56)'],
          ['Thousands separator', 'Comma (1,234)'],
        ]),
        'The thousands separator must differ from the decimal separator',
      ],
      // No amount column at all: no field of it on screen, so the summary says the message.
      [
        set([
          ['Thousands separator', 'None'],
          ['Amount', 'Debit and credit columns'],
          ['Debit (money out)', 'None'],
          ['Credit (money in)', 'None'],
        ]),
        'Choose an amount column, or debit and credit columns, not both',
      ],
    ]);

    // Imported as the preview on screen reads it, its payer and split change for all its rows.
    await ann.getByRole('button', { name: /^Import \d+ transactions$/ }).click();
    await ann.getByText(/^Imported \d+ transactions from polish-bank.csv/).waitFor();
    const change = 'Change payer and split of the import of polish-bank.csv';
    await ann.getByRole('button', { name: change }).click();
    const sharing = ann.getByRole('form', { name: 'Change payer and split' });
    const untickBoth = async () => {
      for (const name of [ANN_NAME, BOB_NAME])
        await sharing.getByRole('checkbox', { name }).click();
    };
    await submitEachInvalid(ann, sharing, [
      [untickBoth, 'Choose at least one member to share it'],
      [split(ann, sharing, 'By percentages', ['30', '30']), 'add up to 60%: 40% short of 100%'],
    ]);
    expect(consoleProblems(ann)).toEqual([]);
  });
});
