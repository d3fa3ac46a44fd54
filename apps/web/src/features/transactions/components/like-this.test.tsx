import { ErrorCode, SplitMethod, type Rule } from '@budget/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setLanguage } from '@/lib/i18n/i18n.ts';
import { callsTo, groupOf, sessionHandlers, stubApi } from '@/test/api-stub.ts';
import { errorEnvelope, jsonResponse } from '@/test/fetch-mock.ts';
import { renderRoute } from '@/test/render.tsx';
import {
  ann,
  categoriesHandler,
  club,
  household,
  listHandler,
  transactionOf,
} from '@/test/transactions-fixtures.ts';
import { TransactionsPage } from './transactions-page.tsx';

// The lazily loaded modules come with the file (see transaction-form.test.tsx).
import './edit-transaction-form.tsx';
import './like-this-dialog.tsx';

const withBob = groupOf({
  groupMembers: [
    ...household.groupMembers,
    {
      userId: 'u-bob',
      name: 'Bob',
      userEmail: 'bob@example.test',
      role: 2,
      joinedAt: '2026-01-02T10:00:00.000Z',
    },
  ],
});
const groceries = transactionOf({
  id: 'tx-lidl',
  name: 'LIDL SP. Z O.O.',
  categories: [
    { id: 'c2', name: 'Food' },
    { id: 'c1', name: 'Home' },
  ],
  tags: [{ id: 't1', name: 'weekly' }],
  paidBy: 'u-bob',
  split: {
    method: SplitMethod.Equal,
    parts: [
      { userId: 'u-ann', value: 1, amount: 625.25 },
      { userId: 'u-bob', value: 1, amount: 625.25 },
    ],
  },
});
const uncategorised = transactionOf({ id: 'tx-none', name: 'ATM' });
const saved = { id: 'r1', name: 'LIDL SP. Z O.O.' } as Rule;

function stub(rows = [groceries, uncategorised], saveRule: () => unknown = () => saved) {
  return stubApi({
    ...sessionHandlers(ann),
    'GET /groups': () => [withBob],
    'GET /categories': categoriesHandler,
    'GET /transactions': listHandler(rows),
    'POST /groups/g1/rules': saveRule,
  });
}

async function openFromRow(name: string) {
  const user = userEvent.setup();
  renderRoute(<TransactionsPage />, { path: '/transactions' });
  await user.click(
    await screen.findByRole('button', { name: new RegExp(`^More actions for ${name}, `) }),
  );
  return user;
}

describe("'Always categorise like this'", () => {
  it('makes a rule from a row: name, condition, categories, and the ticked tags and sharing', async () => {
    const api = stub();
    const user = await openFromRow('LIDL SP. Z O.O.');
    await user.click(await screen.findByRole('menuitem', { name: 'Always categorise like this' }));
    const dialog = await screen.findByRole('form', { name: 'Always categorise like this' });
    expect(within(dialog).getByLabelText('Rule name')).toHaveProperty('value', 'LIDL SP. Z O.O.');
    expect(within(dialog).getByRole('combobox', { name: 'When the name' }).textContent).toBe(
      'equals',
    );
    expect(within(dialog).getByText('Food, Home')).toBeTruthy();
    await user.click(within(dialog).getByRole('combobox', { name: 'When the name' }));
    await user.click(await screen.findByRole('option', { name: 'starts with' }));
    const text = within(dialog).getByLabelText('Text');
    await user.clear(text);
    await user.type(text, 'LIDL');
    await user.click(within(dialog).getByLabelText('Also add its tag #weekly'));
    await user.click(
      within(dialog).getByLabelText(
        'Also set who paid and the split: Paid by Bob · split equally (2)',
      ),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save rule' }));

    expect(await screen.findByText('Rule saved')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open Rules' }).getAttribute('href')).toBe('/rules');
    expect(callsTo(api, 'POST /groups/g1/rules')[0]?.body).toEqual({
      name: 'LIDL SP. Z O.O.',
      conditions: [{ kind: 'text', field: 'name', op: 'startsWith', value: 'LIDL' }],
      actions: [
        { type: 'setCategories', categoryIds: ['c2', 'c1'] },
        { type: 'addTags', tagIds: ['t1'] },
        {
          type: 'setSharing',
          paidBy: 'u-bob',
          split: {
            method: SplitMethod.Equal,
            parts: [
              { userId: 'u-ann', value: 1 },
              { userId: 'u-bob', value: 1 },
            ],
          },
        },
      ],
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('sets only the categories unless more is ticked, and shows a 409 under the rule name', async () => {
    let conflict = true;
    const api = stub([groceries], () =>
      conflict
        ? jsonResponse(
            errorEnvelope('Conflict', ErrorCode.Conflict, {
              name: ['A rule named "LIDL SP. Z O.O." already exists in this group'],
            }),
            { status: 409 },
          )
        : saved,
    );
    const user = await openFromRow('LIDL SP. Z O.O.');
    await user.click(await screen.findByRole('menuitem', { name: 'Always categorise like this' }));
    const dialog = await screen.findByRole('form', { name: 'Always categorise like this' });
    await user.click(within(dialog).getByRole('button', { name: 'Save rule' }));
    expect(
      await within(dialog).findByText(
        'A rule named "LIDL SP. Z O.O." already exists in this group',
      ),
    ).toBeTruthy();
    conflict = false;
    const name = within(dialog).getByLabelText('Rule name');
    await user.clear(name);
    await user.type(name, 'Groceries');
    await user.click(within(dialog).getByRole('button', { name: 'Save rule' }));
    expect(await screen.findByText('Rule saved')).toBeTruthy();
    expect(callsTo(api, 'POST /groups/g1/rules')[1]?.body).toEqual({
      name: 'Groceries',
      conditions: [{ kind: 'text', field: 'name', op: 'equals', value: 'LIDL SP. Z O.O.' }],
      actions: [{ type: 'setCategories', categoryIds: ['c2', 'c1'] }],
    });
  });

  it('is unavailable on a row without categories, saying why', async () => {
    stub();
    const user = await openFromRow('ATM');
    const item = await screen.findByRole('menuitem', { name: /Always categorise like this/ });
    expect(item.getAttribute('aria-disabled')).toBe('true');
    expect(within(item).getByText('Choose a category first')).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is not offered to a Viewer, whose rows have no actions', async () => {
    stubApi({
      ...sessionHandlers(ann),
      'GET /groups': () => [club],
      'GET /categories': categoriesHandler,
      'GET /transactions': listHandler([{ ...groceries, groupId: 'g2' }]),
    });
    renderRoute(<TransactionsPage />, { path: '/transactions' });
    await screen.findAllByText('LIDL SP. Z O.O.');
    expect(
      screen.queryByRole('button', { name: /^More actions for LIDL SP\. Z O\.O\., / }),
    ).toBeNull();
  });

  it('opens from the edit form without sending the form, and is unavailable there without a category', async () => {
    const api = stubApi({
      ...sessionHandlers(ann),
      'GET /groups': () => [withBob],
      'GET /categories': categoriesHandler,
      'GET /transactions': listHandler([groceries, uncategorised]),
      'POST /groups/g1/rules': () => saved,
    });
    renderRoute(<TransactionsPage />, { path: '/transactions' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /^Edit LIDL SP\. Z O\.O\., / }));
    const form = await screen.findByRole('form', { name: 'Update Transaction' });
    await user.click(within(form).getByRole('button', { name: 'Always categorise like this' }));
    const dialog = await screen.findByRole('form', { name: 'Always categorise like this' });
    await user.click(within(dialog).getByRole('button', { name: 'Save rule' }));
    expect(await screen.findByText('Rule saved')).toBeTruthy();
    expect(callsTo(api, 'POST /groups/g1/rules')).toHaveLength(1);
    expect(callsTo(api, 'PUT /transactions')).toHaveLength(0);
    expect(screen.getByRole('form', { name: 'Update Transaction' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(await screen.findByRole('button', { name: /^Edit ATM, / }));
    const button = await screen.findByRole('button', { name: 'Always categorise like this' });
    expect(button).toHaveProperty('disabled', true);
    expect(button.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText('Choose a category and save first')).toBeTruthy();
  });
});

describe("'Always categorise like this' in Polish", () => {
  beforeEach(() => setLanguage('pl'));
  afterEach(() => setLanguage('en'));

  it('says the action, its fields and the tags with their plural in Polish', async () => {
    stub([{ ...groceries, tags: [...groceries.tags, { id: 't2', name: 'lidl' }] }]);
    const user = userEvent.setup();
    renderRoute(<TransactionsPage />, { path: '/transactions' });
    await user.click(
      await screen.findByRole('button', { name: /^Więcej działań: LIDL SP\. Z O\.O\., / }),
    );
    await user.click(
      await screen.findByRole('menuitem', { name: 'Zawsze kategoryzuj w ten sposób' }),
    );
    const dialog = await screen.findByRole('form', { name: 'Zawsze kategoryzuj w ten sposób' });
    expect(within(dialog).getByLabelText('Nazwa reguły')).toBeTruthy();
    expect(within(dialog).getByRole('combobox', { name: 'Gdy nazwa' }).textContent).toBe(
      'jest równa',
    );
    expect(within(dialog).getByLabelText('Dodaj też jej tagi #weekly, #lidl')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Zapisz regułę' })).toBeTruthy();
  });
});
