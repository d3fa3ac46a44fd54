import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
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
import './edit-transaction-form.tsx';

const card = moneyAccountOf({ id: 'm3', name: 'Card', kind: 2 });
const fuel = transactionOf({ id: 't1', name: 'Fuel', amount: -20, moneyAccountId: 'm3' });
const shop = transactionOf({
  id: 't2',
  name: 'Shop',
  amount: -10,
  moneyAccountId: 'm3',
  cleared: true,
  reconciled: true,
});

function stub() {
  return stubApi({
    ...sessionHandlers(ann),
    'GET /groups': () => [household],
    'GET /categories': categoriesHandler,
    'GET /groups/g1/money-accounts': () => [moneyAccountOf({ id: 'm1' }), card],
    'GET /transactions': () =>
      pageOf([fuel, shop].map((t) => ({ ...t, accountAmount: t.amount, runningBalance: 0 }))),
    'PUT /groups/g1/money-accounts/m3/cleared': () => ({ changed: 1 }),
    'PUT /transactions': () => shop,
  });
}

const statementUrl = '/transactions?groupId=g1&account=m3';

describe("an account's statement and its bank", () => {
  it('clears a row with its check and shows a reconciled one locked', async () => {
    const api = stub();
    renderRoute(<TransactionsPage />, { path: '/transactions', url: statementUrl });
    const fuelRow = await screen.findByRole('row', { name: /Fuel/ });
    const user = userEvent.setup();
    const check = within(fuelRow).getByRole('button', { name: 'Mark Fuel cleared' });
    expect(check.getAttribute('aria-pressed')).toBe('false');
    await user.click(check);
    await waitFor(() =>
      expect(callsTo(api, 'PUT /groups/g1/money-accounts/m3/cleared')[0]?.body).toEqual({
        transactionIds: ['t1'],
        cleared: true,
      }),
    );
    const shopRow = screen.getByRole('row', { name: /Shop/ });
    expect(within(shopRow).getByText('Shop is reconciled')).toBeTruthy();
    expect(within(shopRow).queryByRole('button', { name: /Mark Shop/ })).toBeNull();
  });

  it('asks before a reconciled transaction is changed, and sends the change confirmed', async () => {
    const api = stub();
    renderRoute(<TransactionsPage />, { path: '/transactions', url: statementUrl });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /^Edit Shop, / }));
    await screen.findByRole('heading', { name: 'Update Transaction' });
    await user.click(screen.getByRole('button', { name: 'Update Transaction' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Change a reconciled transaction?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(callsTo(api, 'PUT /transactions')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Update Transaction' }));
    await user.click(
      within(
        await screen.findByRole('alertdialog', { name: 'Change a reconciled transaction?' }),
      ).getByRole('button', { name: 'Change it' }),
    );
    expect(await screen.findByText('Transaction updated successfully')).toBeTruthy();
    expect(callsTo(api, 'PUT /transactions')[0]?.body).toMatchObject({
      transactionId: 't2',
      confirmReconciled: true,
    });
  });
});
