import { Currency, MoneyAccountKind, TransactionType } from '@budget/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, groupOf, moneyAccountOf, sessionHandlers, stubApi } from '@/test/api-stub.ts';
import { formatDay } from '@/lib/format-date.ts';
import { renderRoute } from '@/test/render.tsx';
import {
  ann,
  categoriesHandler,
  household,
  listHandler,
  transactionOf,
} from '@/test/transactions-fixtures.ts';
import { rememberLastUsed } from '../last-used.ts';
import { TransactionsPage } from './transactions-page.tsx';

// The lazily loaded forms' modules come with the file, so the waits time the screen.
import './add-transaction-form.tsx';
import './edit-transaction-form.tsx';

const ing = moneyAccountOf({ id: 'm1', name: 'Konto ING' });
const card = moneyAccountOf({ id: 'm2', name: 'Karta', kind: MoneyAccountKind.CreditCard });
const revolut = moneyAccountOf({ id: 'm3', name: 'Revolut', currency: Currency.EUR });

/** Groceries paid in PLN from ING; a purchase abroad paid in EUR with the PLN card. */
const groceries = transactionOf({ id: 't1', name: 'Groceries', amount: -120 });
const abroad = transactionOf({
  id: 't2',
  name: 'Museum',
  amount: -20,
  currency: Currency.EUR,
  moneyAccountId: 'm2',
});

const holiday = groupOf({ id: 'g3', name: 'Holiday' });
const holidayCash = moneyAccountOf({
  id: 'm9',
  groupId: 'g3',
  name: 'Cash',
  currency: Currency.EUR,
});

function open(url: string, accounts: () => unknown = () => [ing, card, revolut]) {
  const api = stubApi({
    ...sessionHandlers(ann),
    'GET /groups': () => [household, holiday],
    'GET /categories': categoriesHandler,
    'GET /groups/g1/money-accounts': accounts,
    'GET /groups/g3/money-accounts': () => [holidayCash],
    'GET /transactions': listHandler([groceries, abroad]),
    'POST /transactions': () => groceries,
    'PUT /transactions': () => groceries,
  });
  renderRoute(<TransactionsPage />, { path: '/transactions', url });
  return { api, user: userEvent.setup() };
}

const shown = (name: string) => screen.getByRole('combobox', { name }).textContent;

async function choose(user: ReturnType<typeof userEvent.setup>, field: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: field }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe("the transaction form's currency and money account", () => {
  it("opens with the preselected account's currency, not one remembered from another account", async () => {
    // The last add was in EUR on an account that is not offered any more.
    rememberLastUsed('u-ann', {
      groupId: 'g1',
      currency: Currency.EUR,
      moneyAccountId: 'm-gone',
    });
    const { api, user } = open('/transactions?action=quick_add&groupId=g1');
    await waitFor(() => expect(shown('Money account')).toBe('Konto ING · PLN'));
    await waitFor(() => expect(shown('Currency')).toBe('PLN - Polish Zloty'));

    await user.type(screen.getByLabelText('Value'), '8450');
    await user.type(screen.getByLabelText('Name'), 'Salary');
    await choose(user, 'Transaction Type', 'Income');
    await user.click(screen.getByRole('button', { name: 'Add Transaction' }));
    expect(await screen.findByText('Transaction added successfully')).toBeTruthy();
    expect(callsTo(api, 'POST /transactions')[0]?.body).toMatchObject({
      transactionType: TransactionType.Income,
      amount: 8450,
      currency: Currency.PLN,
      moneyAccountId: 'm1',
    });
  });

  it('says when the date falls before the opening date of an account with an opening balance', async () => {
    const opened = { ...revolut, openingDate: '2026-11-01', openingBalance: 250 };
    // Without an opening balance, nothing is left out of the earlier balances: nothing to say.
    const plain = { ...ing, openingDate: '2026-11-01', openingBalance: 0 };
    const { user } = open('/transactions?action=quick_add&groupId=g1', () => [plain, opened]);
    await waitFor(() => expect(shown('Money account')).toBe('Konto ING · PLN'));
    const date = screen.getByLabelText('Date');
    await user.clear(date);
    await user.type(date, '2026-10-20');
    expect(screen.queryByText(/was opened/)).toBeNull();
    await choose(user, 'Money account', 'Revolut · EUR');
    expect(
      await screen.findByText(
        `Before Revolut was opened (${formatDay('2026-11-01')}): its balances before then leave out its opening balance. If this is its history, give the account an earlier opening date on Accounts.`,
      ),
    ).toBeTruthy();
  });

  it('follows the account picked, unless another currency was chosen on purpose', async () => {
    const { api, user } = open('/transactions?action=quick_add&groupId=g1');
    await waitFor(() => expect(shown('Money account')).toBe('Konto ING · PLN'));
    await choose(user, 'Money account', 'Revolut · EUR');
    expect(shown('Currency')).toBe('EUR - Euro');
    await choose(user, 'Money account', 'Konto ING · PLN');
    expect(shown('Currency')).toBe('PLN - Polish Zloty');

    // A purchase abroad with the card stays in the foreign currency.
    await choose(user, 'Currency', 'USD - US Dollar');
    await choose(user, 'Money account', 'Karta · PLN');
    expect(shown('Currency')).toBe('USD - US Dollar');
    await user.type(screen.getByLabelText('Value'), '30');
    await user.type(screen.getByLabelText('Name'), 'Taxi');
    await user.click(screen.getByRole('button', { name: 'Add Transaction' }));
    expect(await screen.findByText('Transaction added successfully')).toBeTruthy();
    expect(callsTo(api, 'POST /transactions')[0]?.body).toMatchObject({
      currency: Currency.USD,
      moneyAccountId: 'm2',
    });
  });

  it('keeps an edited transaction’s stored currency until its account changes', async () => {
    const { api, user } = open('/transactions?groupId=g1');
    await user.click(await screen.findByRole('button', { name: /^Edit Museum, / }));
    await waitFor(() => expect(shown('Money account')).toBe('Karta · PLN'));
    expect(shown('Currency')).toBe('EUR - Euro');
    // Paid abroad in EUR: moved to another PLN account, it stays in EUR.
    await choose(user, 'Money account', 'Konto ING · PLN');
    expect(shown('Currency')).toBe('EUR - Euro');
    await user.click(screen.getByRole('button', { name: 'Update Transaction' }));
    expect(await screen.findByText('Transaction updated successfully')).toBeTruthy();
    expect(callsTo(api, 'PUT /transactions')[0]?.body).toMatchObject({
      currency: Currency.EUR,
      moneyAccountId: 'm1',
    });

    await user.click(await screen.findByRole('button', { name: /^Edit Groceries, / }));
    await waitFor(() => expect(shown('Money account')).toBe('Konto ING · PLN'));
    expect(shown('Currency')).toBe('PLN - Polish Zloty');
    await choose(user, 'Money account', 'Revolut · EUR');
    expect(shown('Currency')).toBe('EUR - Euro');
    await user.click(screen.getByRole('button', { name: 'Update Transaction' }));
    await waitFor(() => expect(callsTo(api, 'PUT /transactions')).toHaveLength(2));
    expect(callsTo(api, 'PUT /transactions')[1]?.body).toMatchObject({
      currency: Currency.EUR,
      moneyAccountId: 'm3',
    });
  });

  it('keeps a currency picked while the accounts load; another group brings its account’s', async () => {
    let answer: (accounts: unknown) => void = () => {};
    const loaded = new Promise((resolve) => (answer = resolve));
    const { user } = open('/transactions?action=quick_add&groupId=g1', () => loaded);
    await screen.findByLabelText('Value');
    await choose(user, 'Currency', 'USD - US Dollar');
    answer([ing, card, revolut]);
    await waitFor(() => expect(shown('Money account')).toBe('Konto ING · PLN'));
    expect(shown('Currency')).toBe('USD - US Dollar');

    await choose(user, 'Currency', 'PLN - Polish Zloty');
    await choose(user, 'Group', 'Holiday');
    await waitFor(() => expect(shown('Currency')).toBe('EUR - Euro'));
  });
});
