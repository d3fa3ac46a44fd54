import type { Accounts, Reconciliation } from '@budget/contract';
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
import { renderRoute } from '@/test/render.tsx';
import { AccountsPage } from './accounts-page.tsx';

const PLN = 0;
const card = moneyAccountOf({
  id: 'm2',
  name: 'Card',
  kind: 2,
  balance: -75,
  clearedBalance: -100,
  lastReconciledDate: '2026-10-31',
});

/** The server's figures: a row ticked moves the cleared balance by its amount. */
function world() {
  const rows = [
    { id: 't1', date: '2026-11-10', name: 'Fuel', amount: -20 },
    { id: 't2', date: '2026-11-05', name: 'Shop', amount: -10 },
  ];
  const cleared = new Set<string>();
  const view = (date: string): Reconciliation => ({
    moneyAccountId: 'm2',
    date,
    currency: PLN,
    balance: -130,
    clearedBalance:
      -100 + rows.filter((row) => cleared.has(row.id)).reduce((sum, row) => sum + row.amount, 0),
    statementBalance: null,
    difference: null,
    uncleared: rows.filter((row) => !cleared.has(row.id)),
    unclearedCount: rows.filter((row) => !cleared.has(row.id)).length,
    otherCurrencies: [{ id: 't3', date: '2026-11-08', name: 'Hotel', amount: -320, currency: 2 }],
    lastReconciledDate: '2026-10-31',
    latestCheckpoint: null,
  });
  return stubApi({
    ...sessionHandlers(profileOf()),
    'GET /groups': () => [groupOf({ role: 2 })],
    'GET /accounts': (): Accounts => ({
      accounts: [
        {
          groupId: 'g1',
          name: 'Household',
          role: 2,
          balances: [],
          convertedBalance: 0,
          month: '2026-11',
          monthIncome: [],
          monthExpenses: [],
          transactionCount: 0,
          lastTransactionDate: null,
          netWorth: netWorthOf(),
        },
      ],
      currency: PLN,
      total: 0,
      unconvertedCurrencies: [],
      netWorth: netWorthOf(),
    }),
    'GET /groups/g1/money-accounts': () => [card],
    'GET /groups/g1/money-accounts/m2/reconciliation': ({ url }) =>
      view(url.searchParams.get('date') ?? ''),
    'PUT /groups/g1/money-accounts/m2/cleared': ({ body }) => {
      const { transactionIds, cleared: on } = body as {
        transactionIds: string[];
        cleared: boolean;
      };
      for (const id of transactionIds) {
        if (on) cleared.add(id);
        else cleared.delete(id);
      }
      return { changed: transactionIds.length };
    },
    'POST /groups/g1/money-accounts/m2/reconcile': () => ({ reconciled: 2, date: '2026-11-30' }),
  });
}

/** The card's Reconcile form, opened from its address. */
async function openReconcile() {
  renderRoute(<AccountsPage />, {
    path: '/accounts',
    url: '/accounts?view=reconcile&group=g1&account=m2',
  });
  const user = userEvent.setup();
  return { user, form: await screen.findByRole('form', { name: 'Reconcile Card' }) };
}

describe('reconciling a money account', () => {
  it('shows the cleared balance and last reconciliation on the card', async () => {
    world();
    renderRoute(<AccountsPage />, { path: '/accounts' });
    expect((await screen.findByTestId('money-account-reconciled')).textContent).toMatch(
      new RegExp(`Cleared ${formatMoney(-100, PLN).replace(/[.]/g, '\\.')} · Reconciled up to`),
    );
  });

  it('ticks rows until the difference is 0, then reconciles', async () => {
    const api = world();
    const { user, form } = await openReconcile();
    const submit = within(form).getByRole('button', { name: 'Reconcile' });
    expect(submit).toHaveProperty('disabled', true);
    expect(within(form).getByText('Enter the statement balance to compare.')).toBeTruthy();

    // A card's statement prints what is owed, positive: typed so, sent as the balance, -130.
    await user.type(within(form).getByLabelText('Amount owed on the statement'), '130');
    expect(within(form).getByTestId('reconcile-difference').textContent).toBe(
      `+${formatMoney(30, PLN)}`,
    );
    expect(within(form).getByText(/differs from the statement by/)).toBeTruthy();
    await user.click(within(form).getByRole('checkbox', { name: /Cleared: Fuel/ }));
    await waitFor(() =>
      expect(within(form).getByTestId('reconcile-difference').textContent).toBe(
        `+${formatMoney(10, PLN)}`,
      ),
    );
    await user.click(within(form).getByRole('checkbox', { name: /Cleared: Shop/ }));
    await waitFor(() => expect(submit).toHaveProperty('disabled', false));
    // A ticked row stays listed, ticked.
    expect(within(form).getByRole('checkbox', { name: /Cleared: Fuel/ })).toHaveProperty(
      'ariaChecked',
      'true',
    );
    await user.click(submit);
    expect(await screen.findByText('Reconciled: 2 transactions locked')).toBeTruthy();
    expect(callsTo(api, 'PUT /groups/g1/money-accounts/m2/cleared').map((c) => c.body)).toEqual([
      { transactionIds: ['t1'], cleared: true },
      { transactionIds: ['t2'], cleared: true },
    ]);
    expect(callsTo(api, 'POST /groups/g1/money-accounts/m2/reconcile')[0]?.body).toEqual({
      date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) as unknown as string,
      balance: -130,
    });
  });

  it('ticks every listed row in one request, and names rows in other currencies', async () => {
    const api = world();
    const { user, form } = await openReconcile();
    await user.type(within(form).getByLabelText('Amount owed on the statement'), '130');
    await user.click(within(form).getByRole('button', { name: 'Tick all' }));
    await waitFor(() =>
      expect(within(form).getByRole('button', { name: 'Reconcile' })).toHaveProperty(
        'disabled',
        false,
      ),
    );
    expect(callsTo(api, 'PUT /groups/g1/money-accounts/m2/cleared').map((c) => c.body)).toEqual([
      { transactionIds: ['t1', 't2'], cleared: true },
    ]);
    // Nothing is left to tick; each row can still be unticked.
    expect(within(form).queryByRole('button', { name: 'Tick all' })).toBeNull();
    expect(within(form).getByRole('checkbox', { name: /Cleared: Shop/ })).toHaveProperty(
      'ariaChecked',
      'true',
    );
    // The keyboard goes on from the first row rather than from the page's start.
    await waitFor(() =>
      expect(document.activeElement).toBe(
        within(form).getByRole('checkbox', { name: /Cleared: Fuel/ }),
      ),
    );
    // A purchase in euros is not in the PLN figures: said, with the way to put PLN in its place.
    const other = within(form).getByRole('region', {
      name: 'In other currencies, not in these figures',
    });
    expect(within(other).getByText(/change its currency to PLN/)).toBeTruthy();
    const edit = within(other).getByRole('link', { name: /^Edit Hotel, / });
    expect(edit.getAttribute('href')).toBe('/transactions?action=edit&transactionId=t3');
    expect(within(other).getByText(formatMoney(-320, 2))).toBeTruthy();
  });

  it('is opened from the account menu', async () => {
    world();
    renderRoute(<AccountsPage />, { path: '/accounts' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Actions for Card' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Reconcile' }));
    expect(await screen.findByRole('form', { name: 'Reconcile Card' })).toBeTruthy();
  });

  it('marks a statement balance that is no amount once its box is left, and says so', async () => {
    world();
    const { user, form } = await openReconcile();
    await user.type(within(form).getByLabelText('Amount owed on the statement'), 'abc');
    await user.tab();
    expect(await within(form).findByText('Value must be a number')).toBeTruthy();
    expect(
      within(form).getByText('The statement balance is not an amount: correct it to compare.'),
    ).toBeTruthy();
  });

  it('starts from the statement kept in its address by an edit of one of its rows', async () => {
    world();
    renderRoute(<AccountsPage />, {
      path: '/accounts',
      url: '/accounts?view=reconcile&group=g1&account=m2&date=2026-11-20&balance=130',
    });
    const form = await screen.findByRole('form', { name: 'Reconcile Card' });
    expect(within(form).getByLabelText('Amount owed on the statement')).toHaveProperty(
      'value',
      '130',
    );
    await waitFor(() =>
      expect(within(form).getByTestId('reconcile-difference').textContent).toBe(
        `+${formatMoney(30, PLN)}`,
      ),
    );
  });
});
