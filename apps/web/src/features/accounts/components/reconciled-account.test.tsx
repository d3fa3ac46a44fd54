import { MoneyAccountMessage, type Accounts, type MoneyAccount } from '@budget/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  callsTo,
  groupOf,
  moneyAccountOf,
  netWorthOf,
  profileOf,
  sessionHandlers,
  stubApi,
  type StubRequest,
} from '@/test/api-stub.ts';
import { errorEnvelope, jsonResponse } from '@/test/fetch-mock.ts';
import { renderRoute } from '@/test/render.tsx';
import { AccountsPage } from './accounts-page.tsx';

const QUESTION = 'Change the opening balance or date of a reconciled account?';
const refused = MoneyAccountMessage.ReconciledOpening;
const PUT = 'PUT /groups/g1/money-accounts/m1';

/** The server: an opening change of this account is refused until confirmed. */
function stub(account: MoneyAccount) {
  return stubApi({
    ...sessionHandlers(profileOf()),
    'GET /groups': () => [groupOf({ role: 1 })],
    'GET /accounts': (): Accounts => ({
      accounts: [],
      currency: 0,
      total: 0,
      netWorth: netWorthOf(),
      unconvertedCurrencies: [],
    }),
    'GET /groups/g1/money-accounts': () => [account],
    [PUT]: ({ body }: StubRequest) => {
      const sent = body as { openingBalance: number; confirmReconciled?: boolean };
      if (sent.openingBalance === account.openingBalance || sent.confirmReconciled) return account;
      return jsonResponse(errorEnvelope(refused, 9, { confirmReconciled: [refused] }), {
        status: 409,
      });
    },
  });
}

async function openForm(account: MoneyAccount) {
  const api = stub(account);
  renderRoute(<AccountsPage />, {
    path: '/accounts',
    url: '/accounts?view=edit-account&group=g1&account=m1',
  });
  const form = await screen.findByRole('form', { name: 'Edit account' });
  const user = userEvent.setup();
  const balance = within(form).getByLabelText('Opening balance');
  await user.clear(balance);
  await user.type(balance, '150');
  const save = () => user.click(within(form).getByRole('button', { name: 'Save changes' }));
  return { api, user, form, save };
}

describe("a reconciled account's opening balance", { timeout: 20_000 }, () => {
  it('asks before changing it, and sends the change confirmed', async () => {
    const reconciled = moneyAccountOf({ openingBalance: 100, lastReconciledDate: '2026-10-31' });
    const { api, user, save } = await openForm(reconciled);
    await save();
    const question = await screen.findByRole('alertdialog', { name: QUESTION });
    expect(within(question).getByText(/Every reconciled balance counts/)).toBeTruthy();
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(callsTo(api, PUT)).toHaveLength(0);
    await save();
    await user.click(
      within(await screen.findByRole('alertdialog', { name: QUESTION })).getByRole('button', {
        name: 'Change it',
      }),
    );
    expect(await screen.findByText('Account "Main account" updated')).toBeTruthy();
    expect(callsTo(api, PUT)).toHaveLength(1);
    expect(callsTo(api, PUT)[0]?.body).toMatchObject({
      openingBalance: 150,
      confirmReconciled: true,
    });
  });

  it('asks when the server says it was reconciled meanwhile, showing no error', async () => {
    const { api, user, save } = await openForm(moneyAccountOf({ openingBalance: 100 }));
    await save();
    const question = await screen.findByRole('alertdialog', { name: QUESTION });
    expect(screen.queryByText(refused)).toBeNull();
    await user.click(within(question).getByRole('button', { name: 'Change it' }));
    expect(await screen.findByText('Account "Main account" updated')).toBeTruthy();
    const sent = callsTo(api, PUT).map((call) => call.body);
    expect(sent).toHaveLength(2);
    expect(sent[0]).not.toHaveProperty('confirmReconciled');
    expect(sent[1]).toMatchObject({ openingBalance: 150, confirmReconciled: true });
  });

  it('asks nothing when the opening balance and date stay', async () => {
    const reconciled = moneyAccountOf({ openingBalance: 100, lastReconciledDate: '2026-10-31' });
    const { api, user, form, save } = await openForm(reconciled);
    const balance = within(form).getByLabelText('Opening balance');
    await user.clear(balance);
    await user.type(balance, '100');
    await user.type(within(form).getByLabelText('Name'), ' 2');
    await save();
    expect(await screen.findByText('Account "Main account 2" updated')).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(callsTo(api, PUT)[0]?.body).not.toHaveProperty('confirmReconciled');
  });
});

describe('an account made common money', { timeout: 20_000 }, () => {
  it('asks first when it holds transactions, and sends the mark once confirmed', async () => {
    const joint = moneyAccountOf({ name: 'Joint', transactionCount: 12 });
    const api = stub(joint);
    renderRoute(<AccountsPage />, {
      path: '/accounts',
      url: '/accounts?view=edit-account&group=g1&account=m1',
    });
    const form = await screen.findByRole('form', { name: 'Edit account' });
    const user = userEvent.setup();
    await user.click(within(form).getByRole('checkbox', { name: /^Common money/ }));
    const save = () => user.click(within(form).getByRole('button', { name: 'Save changes' }));
    await save();
    const name = 'Make ‘Joint’ common money?';
    const question = await screen.findByRole('alertdialog', { name });
    expect(within(question).getByText(/Its 12 transactions stop being shared/)).toBeTruthy();
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(callsTo(api, PUT)).toHaveLength(0);
    await save();
    const again = await screen.findByRole('alertdialog', { name });
    await user.click(within(again).getByRole('button', { name: 'Make it common money' }));
    expect(await screen.findByText('Account "Joint" updated')).toBeTruthy();
    expect(callsTo(api, PUT)[0]?.body).toMatchObject({ commonMoney: true });
  });
});
