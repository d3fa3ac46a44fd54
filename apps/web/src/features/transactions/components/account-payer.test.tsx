import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, moneyAccountOf, sessionHandlers, stubApi } from '@/test/api-stub.ts';
import { renderRoute } from '@/test/render.tsx';
import {
  ann,
  categoriesHandler,
  listHandler,
  shared,
  transactionOf,
} from '@/test/transactions-fixtures.ts';
import { TransactionsPage } from './transactions-page.tsx';

// The lazily loaded form's module comes with the file, so the waits time the screen.
import './add-transaction-form.tsx';
import './edit-transaction-form.tsx';

const card = moneyAccountOf({ id: 'm1', name: 'Anna card' });
const joint = moneyAccountOf({ id: 'm2', name: 'Joint', commonMoney: true });
const bobCard = moneyAccountOf({ id: 'm3', name: 'Bob card', ownerUserId: 'u-bob' });

/** The quick add of a group of Ann and Bob with these accounts, the name and value typed. */
async function quickAdd(
  accounts: readonly ReturnType<typeof moneyAccountOf>[],
  more: Parameters<typeof stubApi>[0] = {},
) {
  const api = stubApi({
    ...sessionHandlers(ann),
    'GET /groups': () => [shared],
    'GET /categories': categoriesHandler,
    'GET /groups/g1/money-accounts': () => accounts,
    'GET /transactions': listHandler([]),
    'POST /transactions': () => transactionOf({ name: 'Groceries' }),
    ...more,
  });
  renderRoute(<TransactionsPage />, {
    path: '/transactions',
    url: '/transactions?action=quick_add&groupId=g1',
  });
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Name'), 'Groceries');
  await user.type(screen.getByLabelText('Value'), '84.20');
  return { api, user };
}

async function chooseAccount(user: ReturnType<typeof userEvent.setup>, name: RegExp) {
  await user.click(screen.getByRole('combobox', { name: 'Money account' }));
  await user.click(await screen.findByRole('option', { name }));
}

const sent = (api: ReturnType<typeof stubApi>) =>
  callsTo(api, 'POST /transactions')[0]?.body as Record<string, unknown>;

describe('who pays from the money account chosen', () => {
  it('in common money: no Paid by and no Split, with why, and neither sent', async () => {
    const { api, user } = await quickAdd([card, joint]);
    expect(await screen.findByRole('combobox', { name: 'Paid by' })).toBeTruthy();
    await chooseAccount(user, /^Joint/);
    await waitFor(() => expect(screen.queryByRole('combobox', { name: 'Paid by' })).toBeNull());
    expect(screen.queryByRole('combobox', { name: 'Split' })).toBeNull();
    expect(screen.getByTestId('common-money-note').textContent).toBe(
      "Joint is the household's common money: nobody pays for the others from it, so it has no payer and no split.",
    );
    await user.click(screen.getByRole('button', { name: 'Add Transaction' }));
    await waitFor(() => expect(callsTo(api, 'POST /transactions')).toHaveLength(1));
    expect(sent(api)).toMatchObject({ moneyAccountId: 'm2', name: 'Groceries', amount: 84.2 });
    expect([sent(api).paidBy, sent(api).split]).toEqual([undefined, undefined]);
  });

  it('moved out of common money, is shared as a new entry: paid by the one who moves it', async () => {
    const bread = transactionOf({
      id: 't9',
      name: 'Bread',
      amount: -8,
      moneyAccountId: 'm2',
      paidBy: null,
      split: null,
    });
    const api = stubApi({
      ...sessionHandlers(ann),
      'GET /groups': () => [shared],
      'GET /categories': categoriesHandler,
      'GET /groups/g1/money-accounts': () => [card, joint],
      'GET /transactions': listHandler([bread]),
      'PUT /transactions': () => bread,
    });
    renderRoute(<TransactionsPage />, { path: '/transactions' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /^Edit Bread, / }));
    await screen.findByTestId('common-money-note');
    await user.click(screen.getByRole('combobox', { name: 'Money account' }));
    await user.click(await screen.findByRole('option', { name: /^Anna card/ }));
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Paid by' }).textContent).toContain('Ann'),
    );
    expect(screen.getByRole('combobox', { name: 'Split' }).textContent).toBe('Group default');
    await user.click(screen.getByRole('button', { name: 'Update Transaction' }));
    await waitFor(() => expect(callsTo(api, 'PUT /transactions')).toHaveLength(1));
    const body = callsTo(api, 'PUT /transactions')[0]?.body as Record<string, unknown>;
    expect(body).toMatchObject({ moneyAccountId: 'm1' });
    expect([body.paidBy, body.split]).toEqual([undefined, undefined]);
  });

  it('is paid from a member’s card by its holder unless another payer is chosen', async () => {
    const { api, user } = await quickAdd([card, bobCard]);
    const payer = () => screen.getByRole('combobox', { name: 'Paid by' }).textContent;
    await waitFor(() => expect(payer()).toBe('Ann'));
    await chooseAccount(user, /^Bob card/);
    await waitFor(() => expect(payer()).toBe('Bob'));
    await user.click(screen.getByRole('button', { name: 'Add Transaction' }));
    await waitFor(() => expect(callsTo(api, 'POST /transactions')).toHaveLength(1));
    // The server's default is the card's holder too: nothing to name.
    expect(sent(api)).toMatchObject({ moneyAccountId: 'm3' });
    expect(sent(api).paidBy).toBeUndefined();
  });

  it('sends the payer chosen instead of a card’s holder', async () => {
    const { api, user } = await quickAdd([bobCard, card]);
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Paid by' }).textContent).toBe('Bob'),
    );
    await user.click(screen.getByRole('combobox', { name: 'Paid by' }));
    await user.click(await screen.findByRole('option', { name: 'Ann' }));
    await user.click(screen.getByRole('button', { name: 'Add Transaction' }));
    await waitFor(() => expect(callsTo(api, 'POST /transactions')).toHaveLength(1));
    expect(sent(api)).toMatchObject({ moneyAccountId: 'm3', paidBy: 'u-ann' });
  });

  it('in common money: leaves out what rules would set of payer and split', async () => {
    const fuel = { id: 'r2', name: 'Fuel' };
    const { user } = await quickAdd([card, joint], {
      'POST /groups/g1/rules/preview': () => ({
        matched: [fuel],
        categoryIds: null,
        tagIds: [],
        paidBy: { value: 'u-bob', rule: fuel },
        split: null,
        name: null,
        description: { value: 'Petrol', rule: fuel },
        suggestedCategory: null,
      }),
    });
    const lines = async () =>
      within(await screen.findByTestId('rules-outcome'))
        .getAllByRole('listitem')
        .map((item) => item.textContent);
    await waitFor(async () => expect(await lines()).toHaveLength(2));
    await chooseAccount(user, /^Joint/);
    await waitFor(async () => expect(await lines()).toEqual(['Description: Petrol (rule “Fuel”)']));
  });
});
