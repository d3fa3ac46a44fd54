import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { formatMoney } from '@/lib/money.ts';
import { callsTo, moneyAccountOf, sessionHandlers, stubApi } from '@/test/api-stub.ts';
import { renderRoute } from '@/test/render.tsx';
import {
  ann,
  categoriesHandler,
  household,
  pageOf,
  transactionOf,
} from '@/test/transactions-fixtures.ts';
import { TransactionsPage } from './transactions-page.tsx';

// The lazily loaded forms' modules come with the file (see transaction-form.test.tsx).
import './add-transaction-form.tsx';
import './edit-transfer-form.tsx';

const PLN = 0;
const current = moneyAccountOf({ id: 'm1', name: 'Current' });
const savings = moneyAccountOf({ id: 'm2', name: 'Savings', kind: 1, balance: 2000 });
const card = moneyAccountOf({ id: 'm3', name: 'Card', kind: 2 });
const closed = moneyAccountOf({ id: 'm4', name: 'Old', closed: true });

const groceries = transactionOf({
  id: 't1',
  name: 'Groceries',
  amount: -120,
  moneyAccountId: 'm3',
});
const transfer = transactionOf({
  id: 't2',
  transactionType: 3,
  name: 'Transfer',
  amount: -2000,
  moneyAccountId: 'm1',
  toMoneyAccountId: 'm2',
  toAmount: 2000,
  toCurrency: PLN,
  accountAmount: 2000,
  runningBalance: 2000,
});

function stub() {
  return stubApi({
    ...sessionHandlers(ann),
    'GET /groups': () => [household],
    'GET /categories': categoriesHandler,
    'GET /groups/g1/money-accounts': () => [current, savings, card, closed],
    'GET /transactions': ({ url }) =>
      url.searchParams.getAll('moneyAccountIds').join() === 'm2'
        ? pageOf([transfer])
        : pageOf(url.searchParams.get('transactionType') === '0' ? [groceries] : []),
    'POST /transactions': () => groceries,
    'PUT /groups/g1/transfers/t2': () => transfer,
  });
}

const region = (name: string) => screen.getByRole('region', { name });

describe('money accounts on /transactions', () => {
  it("names each row's account beside its group, and filters by account", async () => {
    const api = stub();
    renderRoute(<TransactionsPage />, { path: '/transactions', url: '/transactions?groupId=g1' });
    const row = await screen.findByRole('row', { name: /Groceries/ });
    // Account names the group, its money account under it, in one column.
    const account = within(row).getByTestId('money-account-name').closest('[role="cell"]');
    expect(account?.textContent).toBe('HouseholdCard');
    const headers = within(region('Expenses'))
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual(['Name', 'Description', 'Categories', 'Account', 'Value', 'Actions']);

    // Any number of accounts, closed ones too; one alone shows its statement.
    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Accounts' }));
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual([
      'Current',
      'Savings',
      'Card',
      'Old',
    ]);
    await user.click(screen.getByRole('option', { name: 'Savings' }));
    await user.keyboard('{Escape}');
    const statement = await screen.findByRole('region', { name: 'Savings: every transaction' });
    expect(screen.queryByRole('region', { name: 'Expenses' })).toBeNull();
    const last = callsTo(api, 'GET /transactions').at(-1)?.url.searchParams;
    expect(last?.getAll('moneyAccountIds')).toEqual(['m2']);
    expect(last?.get('transactionType')).toBeNull();
    expect(last?.get('sort')).toBe('date');

    // The account's balance rather than the sums of what the listed rows moved.
    expect(within(statement).getByTestId('account-balance').textContent).toBe(
      formatMoney(2000, PLN),
    );
    // The transfer as it arrives in savings, and the balance after it.
    const transferRow = within(statement).getByRole('row', { name: /Transfer/ });
    expect(within(transferRow).getByTestId('money-account-name').textContent).toBe(
      'Transfer: Current → Savings',
    );
    expect(within(transferRow).getByTestId('running-balance').textContent).toBe(
      formatMoney(2000, PLN),
    );
    expect(within(transferRow).getAllByText(formatMoney(2000, PLN))).toHaveLength(2);
    expect(
      within(statement)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Name', 'Description', 'Categories', 'Value', 'Balance', 'Actions']);

    // Editing the transfer opens the transfer form.
    await user.click(within(transferRow).getByRole('button', { name: /^Edit Transfer, / }));
    const form = await screen.findByRole('form', { name: 'Edit transfer' });
    expect((within(form).getByLabelText('Amount (PLN)') as HTMLInputElement).value).toBe('2000');
    await user.clear(within(form).getByLabelText('Amount (PLN)'));
    await user.type(within(form).getByLabelText('Amount (PLN)'), '1500');
    await user.click(within(form).getByRole('button', { name: 'Save transfer' }));
    expect(await screen.findByText('Transfer updated')).toBeTruthy();
    expect(callsTo(api, 'PUT /groups/g1/transfers/t2')[0]?.body).toMatchObject({
      fromMoneyAccountId: 'm1',
      toMoneyAccountId: 'm2',
      amount: 1500,
      toAmount: null,
    });
  });

  it('offers the open accounts in the add form and sends the one chosen', async () => {
    const api = stub();
    renderRoute(<TransactionsPage />, {
      path: '/transactions',
      url: '/transactions?action=quick_add&groupId=g1',
    });
    const form = await screen.findByRole('form', { name: 'Add New Transaction' });
    const select = await within(form).findByRole('combobox', { name: 'Money account' });
    // The group's first open account until another is chosen.
    await waitFor(() => expect(select.textContent).toBe('Current · PLN'));
    const user = userEvent.setup();
    await user.click(select);
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual([
      'Current · PLN',
      'Savings · PLN',
      'Card · PLN',
    ]);
    await user.click(screen.getByRole('option', { name: 'Card · PLN' }));
    await user.type(within(form).getByLabelText('Value'), '120');
    await user.type(within(form).getByLabelText('Name'), 'Groceries');
    await user.click(within(form).getByRole('button', { name: 'Add Transaction' }));
    expect(await screen.findByText('Transaction added successfully')).toBeTruthy();
    expect(callsTo(api, 'POST /transactions')[0]?.body).toMatchObject({
      groupId: 'g1',
      moneyAccountId: 'm3',
    });
  });
});
