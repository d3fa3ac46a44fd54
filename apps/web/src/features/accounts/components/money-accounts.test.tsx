import type { Account, Accounts, GroupMember, MemberRole } from '@budget/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { formatMoney } from '@/lib/money.ts';
import {
  callsTo,
  groupOf,
  moneyAccountOf,
  netWorthOf,
  profileOf,
  sessionHandlers,
  stubApi,
} from '@/test/api-stub.ts';
import { errorEnvelope, jsonResponse } from '@/test/fetch-mock.ts';
import { renderRoute } from '@/test/render.tsx';
import { AccountsPage } from './accounts-page.tsx';

const PLN = 0;
const EUR = 2;

const anna: GroupMember = {
  userId: 'u-anna',
  name: 'Anna',
  userEmail: 'anna@example.test',
  role: 2,
  joinedAt: '2026-01-02T10:00:00.000Z',
};

function groupAccount(role: MemberRole): Account {
  return {
    groupId: 'g1',
    name: 'Household',
    role,
    balances: [{ currency: PLN, amount: 2880 }],
    convertedBalance: 2880,
    month: '2026-11',
    monthIncome: [],
    monthExpenses: [],
    transactionCount: 3,
    lastTransactionDate: '2026-11-20',
    netWorth: netWorthOf(),
  };
}

const accounts = [
  moneyAccountOf({
    id: 'm1',
    name: 'Current',
    balance: 3000,
    transactionCount: 1,
    commonMoney: true,
  }),
  moneyAccountOf({
    id: 'm3',
    name: 'Old savings',
    kind: 1,
    closed: true,
    closedAt: '2026-10-01T10:00:00.000Z',
  }),
  moneyAccountOf({
    id: 'm2',
    name: 'Card',
    kind: 2,
    ownerUserId: 'u-anna',
    balance: -120,
    otherCurrencies: [{ currency: EUR, amount: -15 }],
    transactionCount: 2,
    lastTransactionDate: '2026-11-20',
  }),
];

function stub(role: MemberRole, extra: Parameters<typeof stubApi>[0] = {}) {
  return stubApi({
    ...sessionHandlers(profileOf()),
    'GET /groups': () => [groupOf({ role, groupMembers: [...groupOf().groupMembers, anna] })],
    'GET /accounts': (): Accounts => ({
      accounts: [groupAccount(role)],
      currency: PLN,
      total: 2880,
      netWorth: netWorthOf(),
      unconvertedCurrencies: [],
    }),
    'GET /groups/g1/money-accounts': () => accounts,
    ...extra,
  });
}

const rows = () => screen.getAllByTestId('money-account');

describe('money accounts on /accounts', () => {
  it("lists each group's accounts, open first, with kind, holder, balance and count", async () => {
    stub(1);
    renderRoute(<AccountsPage />, { path: '/accounts' });
    await screen.findByRole('link', { name: 'Card' });
    expect(rows().map((row) => within(row).getByRole('link').textContent)).toEqual([
      'Current',
      'Card',
      'Old savings',
    ]);
    const [current, card, closed] = rows() as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(current).getByText('Current account · common money')).toBeTruthy();
    expect(within(current).getByTestId('money-account-balance').textContent).toBe(
      formatMoney(3000, PLN),
    );
    expect(within(current).getByTestId('money-account-count').textContent).toBe(
      '1 transaction · No transactions yet',
    );
    expect(within(card).getByText("Anna's card")).toBeTruthy();
    expect(within(card).getByText(`and ${formatMoney(-15, EUR)}`)).toBeTruthy();
    expect(within(closed).getByText('Closed')).toBeTruthy();
    expect(within(closed).getByText('Savings')).toBeTruthy();
    // The name leads to the account's statement.
    expect(within(card).getByRole('link', { name: 'Card' }).getAttribute('href')).toBe(
      '/transactions?groupId=g1&account=m2',
    );
  });

  it('gives a Viewer no add, transfer or account actions', async () => {
    stub(3);
    renderRoute(<AccountsPage />, { path: '/accounts' });
    await screen.findByRole('link', { name: 'Card' });
    expect(screen.queryByRole('link', { name: 'Add account' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Transfer' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Actions for/ })).toBeNull();
    expect(
      screen.getByText(
        'As a Viewer you can see these accounts; an Owner or Member adds them, moves money between them and reconciles them.',
      ),
    ).toBeTruthy();
  });

  it('adds an account with the form, its holder and IBAN, and shows a taken name under Name', async () => {
    let attempts = 0;
    const api = stub(2, {
      'POST /groups/g1/money-accounts': ({ body }) => {
        attempts += 1;
        if (attempts === 1) {
          return jsonResponse(
            errorEnvelope('An account with this name already exists in this group', 7, {
              name: ['An account with this name already exists in this group'],
            }),
            { status: 409 },
          );
        }
        return moneyAccountOf({ id: 'm9', ...(body as object) });
      },
    });
    renderRoute(<AccountsPage />, { path: '/accounts' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: 'Add account' }));
    const form = await screen.findByRole('form', { name: 'Add account' });
    await user.type(within(form).getByLabelText('Name'), 'Card');
    await user.click(within(form).getByRole('combobox', { name: 'Kind' }));
    await user.click(await screen.findByRole('option', { name: 'Credit card' }));
    await user.type(within(form).getByLabelText('Opening balance'), '-250.5');
    await user.click(within(form).getByRole('combobox', { name: 'Whose account' }));
    await user.click(await screen.findByRole('option', { name: 'Anna' }));
    await user.type(within(form).getByLabelText(/IBAN/), 'pl61 1090 1014');
    // A card both partners pay the household's shopping with.
    await user.click(within(form).getByRole('checkbox', { name: /^Common money/ }));
    await user.click(within(form).getByRole('button', { name: 'Add account' }));
    expect(
      await within(form).findByText('An account with this name already exists in this group'),
    ).toBeTruthy();
    await user.clear(within(form).getByLabelText('Name'));
    await user.type(within(form).getByLabelText('Name'), 'Anna card');
    await user.click(within(form).getByRole('button', { name: 'Add account' }));
    expect(await screen.findByText('Account "Anna card" added')).toBeTruthy();
    expect(callsTo(api, 'POST /groups/g1/money-accounts')[1]?.body).toEqual({
      name: 'Anna card',
      kind: 2,
      currency: PLN,
      openingBalance: -250.5,
      openingDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) as unknown as string,
      bankIdentifier: 'pl61 1090 1014',
      ownerUserId: 'u-anna',
      commonMoney: true,
    });
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Add account' })).toBeNull());
  });

  it('closes an account from its menu, asking first while it still holds money', async () => {
    const api = stub(1, {
      'PUT /groups/g1/money-accounts/m1': ({ body }) =>
        moneyAccountOf({ ...accounts[0], ...(body as object) }),
    });
    renderRoute(<AccountsPage />, { path: '/accounts' });
    const user = userEvent.setup();
    const close = async () => {
      await user.click(await screen.findByRole('button', { name: 'Actions for Current' }));
      await user.click(await screen.findByRole('menuitem', { name: 'Close account' }));
      return screen.findByRole('alertdialog', { name: 'Close "Current"?' });
    };
    const asked = await close();
    expect(within(asked).getByText(/^It still holds 3,000\.00 PLN\./)).toBeTruthy();
    await user.click(within(asked).getByRole('button', { name: 'Cancel' }));
    expect(callsTo(api, 'PUT /groups/g1/money-accounts/m1')).toHaveLength(0);
    // The menu's item is gone: the focus goes back to the menu's button.
    await waitFor(() =>
      expect(document.activeElement).toBe(
        screen.getByRole('button', { name: 'Actions for Current' }),
      ),
    );
    await user.click(within(await close()).getByRole('button', { name: 'Close account' }));
    expect(await screen.findByText('Account "Current" closed')).toBeTruthy();
    expect(callsTo(api, 'PUT /groups/g1/money-accounts/m1')[0]?.body).toEqual({ closed: true });
  });

  it('makes a transfer: the amount received only when the currencies differ', async () => {
    const api = stub(1, {
      'GET /groups/g1/money-accounts': () => [
        ...accounts,
        moneyAccountOf({ id: 'm4', name: 'Euro savings', kind: 1, currency: EUR }),
      ],
      'POST /groups/g1/transfers': () => ({}),
    });
    renderRoute(<AccountsPage />, { path: '/accounts' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: 'Transfer' }));
    const form = await screen.findByRole('form', { name: 'Transfer between accounts' });
    // From the first open account to the second, named 'Transfer'.
    expect(within(form).getByRole('combobox', { name: 'From account' }).textContent).toBe(
      'Current · PLN',
    );
    expect(within(form).getByRole('combobox', { name: 'To account' }).textContent).toBe(
      'Card · PLN',
    );
    expect((within(form).getByLabelText('Name') as HTMLInputElement).value).toBe('Transfer');
    expect(within(form).queryByLabelText(/Amount received/)).toBeNull();
    // The account the money leaves is not offered as its destination.
    await user.click(within(form).getByRole('combobox', { name: 'To account' }));
    await screen.findByRole('option', { name: 'Euro savings · EUR' });
    expect(screen.queryByRole('option', { name: 'Current · PLN' })).toBeNull();
    await user.keyboard('{Escape}');
    // Chosen as the source afterwards, the destination is to be chosen again.
    await user.click(within(form).getByRole('combobox', { name: 'From account' }));
    await user.click(await screen.findByRole('option', { name: 'Card · PLN' }));
    expect(within(form).getByRole('combobox', { name: 'To account' }).textContent).toBe(
      'Choose an account',
    );
    await user.click(within(form).getByRole('button', { name: 'Make transfer' }));
    expect(await within(form).findByText('Choose an open account of this group')).toBeTruthy();
    expect(within(form).getByText('Value must be greater than 0')).toBeTruthy();
    await user.click(within(form).getByRole('combobox', { name: 'From account' }));
    await user.click(await screen.findByRole('option', { name: 'Current · PLN' }));

    await user.click(within(form).getByRole('combobox', { name: 'To account' }));
    await user.click(await screen.findByRole('option', { name: 'Euro savings · EUR' }));
    expect(within(form).getByLabelText('Amount received (EUR)')).toBeTruthy();
    await user.type(within(form).getByLabelText('Amount (PLN)'), '430');
    await user.click(within(form).getByRole('button', { name: 'Make transfer' }));
    expect(await screen.findByText('Transfer made')).toBeTruthy();
    // Left empty, the amount received is converted by the server.
    expect(callsTo(api, 'POST /groups/g1/transfers')[0]?.body).toMatchObject({
      fromMoneyAccountId: 'm1',
      toMoneyAccountId: 'm4',
      amount: 430,
      toAmount: null,
      name: 'Transfer',
      description: null,
    });
  });
});
