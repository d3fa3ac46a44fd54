import { DEFAULT_PREFERENCES } from '@budget/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { useLocation } from 'react-router';
import { formatDay, formatMonth } from '@/lib/format-date.ts';
import { formatMoney } from '@/lib/money.ts';
import { applyPreferences } from '@/lib/preferences/preferences-store.ts';
import { callsTo, groupOf, profileOf, sessionHandlers, stubApi } from '@/test/api-stub.ts';
import { accountsOf, clubAccount, CURRENCIES } from '@/test/accounts-fixtures.ts';
import { errorEnvelope, jsonResponse } from '@/test/fetch-mock.ts';
import { renderRoute } from '@/test/render.tsx';
import { AccountsPage } from './accounts-page.tsx';

const { PLN, USD, EUR } = CURRENCIES;
const club = clubAccount;

const groups = () => [groupOf(), groupOf({ id: 'g2', name: club.name, role: 3 })];

/** Prints the address, to observe what the page writes into it. */
function Address() {
  const location = useLocation();
  return <output data-testid="address">{location.search}</output>;
}

const page = (
  <>
    <AccountsPage />
    <Address />
  </>
);

const card = (name: string) => screen.getByRole('article', { name });
const items = (element: HTMLElement, testId: string) =>
  within(within(element).getByTestId(testId))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

afterEach(() => applyPreferences(DEFAULT_PREFERENCES));

describe('AccountsPage', () => {
  it('shows the total and each group as an account card', async () => {
    const api = stubApi({
      ...sessionHandlers(profileOf()),
      'GET /groups': groups,
      'GET /accounts': ({ url }) =>
        accountsOf(Number(url.searchParams.get('currency')), { unconvertedCurrencies: [EUR] }),
    });
    renderRoute(page, { path: '/accounts' });
    const total = await screen.findByRole('region', { name: 'Total balance' });
    expect(within(total).getByTestId('accounts-total').textContent).toBe(formatMoney(1163.19, PLN));
    expect(within(total).getByText('Across 2 groups, converted into PLN')).toBeTruthy();
    expect(items(total, 'accounts-total-per-currency')).toEqual([
      formatMoney(1250.5, PLN),
      formatMoney(-20, EUR),
    ]);
    expect(within(total).getByTestId('accounts-total-note').textContent).toBe(
      'Balances in EUR could not be converted into PLN (no exchange rate) and are left out of the total.',
    );
    // The preference (PLN by default) is what is asked for.
    expect(callsTo(api, 'GET /accounts')[0]?.url.search).toBe('?currency=0');

    const household = card('Household');
    expect(within(household).getByTestId('account-role').textContent).toBe('Owner');
    expect(items(household, 'account-balances')).toEqual([
      formatMoney(1250.5, PLN),
      formatMoney(-20, EUR),
    ]);
    const negative = within(household).getByText(formatMoney(-20, EUR), {
      selector: '[data-testid="account-balances"] li',
    });
    expect(negative.className).toContain('text-destructive');
    expect(within(household).getByTestId('account-converted').textContent).toBe(
      formatMoney(1163.19, PLN),
    );
    expect(within(household).getByText(formatMonth('2026-11'))).toBeTruthy();
    expect(items(household, 'month-income')).toEqual([formatMoney(3000, PLN)]);
    expect(items(household, 'month-expenses')).toEqual([
      formatMoney(749.5, PLN),
      formatMoney(20, EUR),
    ]);
    expect(within(household).getByTestId('transaction-count').textContent).toBe('7 transactions');
    expect(within(household).getByTestId('last-transaction').textContent).toBe(
      `Last on ${formatDay('2026-11-20')}`,
    );
    expect(within(household).getByText(/could not be converted/)).toBeTruthy();
    expect(
      within(household)
        .getByRole('link', { name: 'View transactions of Household' })
        .getAttribute('href'),
    ).toBe('/transactions?groupId=g1');

    const book = card(club.name);
    expect(within(book).getByRole('heading', { name: club.name }).getAttribute('title')).toBe(
      club.name,
    );
    expect(within(book).getByTestId('account-role').textContent).toBe('Viewer');
    // No money yet: a zero balance, 'None' this month, no last date, and no note.
    expect(items(book, 'account-balances')).toEqual([formatMoney(0, PLN)]);
    expect(within(book).getByTestId('month-income').textContent).toBe('None');
    expect(within(book).getByTestId('month-expenses').textContent).toBe('None');
    expect(within(book).getByTestId('transaction-count').textContent).toBe('0 transactions');
    expect(within(book).getByTestId('last-transaction').textContent).toBe('No transactions yet');
    expect(within(book).queryByText(/could not be converted/)).toBeNull();
    expect(
      within(book)
        .getByRole('link', { name: /View transactions/ })
        .getAttribute('href'),
    ).toBe('/transactions?groupId=g2');
  });

  it('converts into the display currency of Settings, unless the address names another', async () => {
    applyPreferences({ ...DEFAULT_PREFERENCES, displayCurrency: EUR });
    const api = stubApi({
      ...sessionHandlers(profileOf()),
      'GET /groups': groups,
      'GET /accounts': ({ url }) => accountsOf(Number(url.searchParams.get('currency'))),
    });
    renderRoute(page, { path: '/accounts' });
    await screen.findByText('Across 2 groups, converted into EUR');
    expect(callsTo(api, 'GET /accounts')[0]?.url.search).toBe('?currency=2');
    expect(screen.getByRole('combobox', { name: 'Display currency' }).textContent).toBe(
      'EUR - Euro',
    );
  });

  it('switches the currency with the select and keeps it in the address', async () => {
    const api = stubApi({
      ...sessionHandlers(profileOf()),
      'GET /groups': groups,
      'GET /accounts': ({ url }) => accountsOf(Number(url.searchParams.get('currency'))),
    });
    renderRoute(page, { path: '/accounts', url: '/accounts?currency=2' });
    await screen.findByText('Across 2 groups, converted into EUR');
    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Display currency' }));
    await user.click(await screen.findByRole('option', { name: 'USD - US Dollar' }));
    await screen.findByText('Across 2 groups, converted into USD');
    expect(screen.getByTestId('address').textContent).toBe('?currency=1');
    expect(callsTo(api, 'GET /accounts').map(({ url }) => url.search)).toContain(
      `?currency=${USD}`,
    );
    expect(within(card('Household')).getByText('In USD:', { exact: false })).toBeTruthy();
  });

  it('shows a skeleton card per group while loading', async () => {
    stubApi({
      ...sessionHandlers(profileOf()),
      'GET /groups': groups,
      'GET /accounts': () => new Promise(() => {}),
    });
    renderRoute(page, { path: '/accounts' });
    const loading = await screen.findByRole('status', { name: 'Loading accounts' });
    await waitFor(() => expect(within(loading).getAllByRole('listitem')).toHaveLength(2));
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('says when the accounts could not be loaded, and loads them again on Retry', async () => {
    let fail = true;
    stubApi({
      ...sessionHandlers(profileOf()),
      'GET /groups': groups,
      'GET /accounts': () =>
        fail
          ? jsonResponse(errorEnvelope('Accounts are down', 6), { status: 400 })
          : accountsOf(PLN),
    });
    renderRoute(page, { path: '/accounts' });
    expect(await screen.findByText('Accounts are down')).toBeTruthy();
    expect(screen.getByText('Your accounts could not be loaded.')).toBeTruthy();
    expect(screen.queryByRole('status', { name: 'Loading accounts' })).toBeNull();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    await screen.findByRole('article', { name: 'Household' });
    expect(screen.queryByText('Your accounts could not be loaded.')).toBeNull();
  });

  it('says so when there is no account', async () => {
    stubApi({
      ...sessionHandlers(profileOf()),
      'GET /groups': groups,
      'GET /accounts': () => accountsOf(PLN, { accounts: [], total: 0 }),
    });
    renderRoute(page, { path: '/accounts' });
    expect(await screen.findByText('You have no shared accounts yet.')).toBeTruthy();
    expect(screen.getByTestId('accounts-total').textContent).toBe(formatMoney(0, PLN));
    expect(screen.getByText('Nothing yet')).toBeTruthy();
  });
});
