import type { MoneyAccount } from '@budget/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setLanguage } from '@/lib/i18n/i18n.ts';
import { stubApi } from '@/test/api-stub.ts';
import {
  IBAN,
  accountBox,
  chooseFile,
  committed,
  importAccounts,
  importHandlers,
  previewOf,
  statementOf,
} from '@/test/import-fixtures.ts';
import { renderRoute } from '@/test/render.tsx';
import { ImportsPage } from './imports-page.tsx';

/** An MT940 file: a statement of the Savings IBAN, and two naming no account (3 rows in all). */
const mixed = previewOf(
  [
    statementOf(),
    statementOf({ identifier: null, moneyAccountId: null, rows: 1, closingBalance: null }),
    statementOf({ identifier: null, moneyAccountId: null, rows: 2, closingBalance: null }),
  ],
  'mt940',
);

function open(list: MoneyAccount[] = importAccounts) {
  const api = stubApi(importHandlers(mixed, [], list));
  renderRoute(<ImportsPage />, { path: '/imports' });
  return api;
}

afterEach(() => window.localStorage.clear());

describe('an import whose file names some accounts and not others', { timeout: 20_000 }, () => {
  it('asks where the rows naming no account go, beside the named ones, and sends it', async () => {
    const api = open();
    const user = userEvent.setup();
    await chooseFile(user);
    const named = await accountBox('PL61 1090 1014 0000 0712 1981 2874');
    await waitFor(() => expect(named.textContent).toBe('Savings · PLN'));
    const section = screen.getByRole('region', { name: 'Money accounts' });
    const unnamed = within(section).getByRole('combobox', { name: 'Rows naming no account' });
    // Started as a file of one account starts: the first open account here.
    expect(unnamed.textContent).toBe('Main account · PLN');
    expect(within(section).getByText('3 rows')).toBeTruthy();
    await user.click(unnamed);
    await user.click(await screen.findByRole('option', { name: 'Card · PLN' }));
    await user.click(screen.getByRole('button', { name: 'Import 2 transactions' }));
    await waitFor(() => expect(committed(api)).toBeDefined());
    expect(committed(api)).toMatchObject({
      accounts: [{ identifier: IBAN, moneyAccountId: 'm2' }],
      moneyAccountId: 'm3',
    });
  });

  it('asks nothing for them in a group of one open account', async () => {
    const only = { ...(importAccounts[1] as MoneyAccount) };
    const api = open([only]);
    const user = userEvent.setup();
    await chooseFile(user);
    await accountBox('PL61 1090 1014 0000 0712 1981 2874');
    expect(screen.queryByRole('combobox', { name: 'Rows naming no account' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Money account' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Import 2 transactions' }));
    await waitFor(() => expect(committed(api)).toMatchObject({ moneyAccountId: 'm2' }));
  });
});

describe('rows naming no account, in Polish', { timeout: 20_000 }, () => {
  beforeEach(() => setLanguage('pl'));
  afterEach(() => setLanguage('en'));

  it('names them in Polish', async () => {
    open();
    const user = userEvent.setup();
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Grupa' }).textContent).toBe('Household'),
    );
    await user.upload(screen.getByLabelText('Plik z banku'), new File(['x'], 's.sta'));
    expect(await screen.findByRole('combobox', { name: 'Wiersze bez konta w pliku' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Konta' })).toBeTruthy();
    expect(screen.getByText('3 wiersze')).toBeTruthy();
  });
});
