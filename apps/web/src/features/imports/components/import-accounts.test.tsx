import type { ImportCheckpoint, ImportPreview, MoneyAccount } from '@budget/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setLanguage } from '@/lib/i18n/i18n.ts';
import { formatDay } from '@/lib/format-date.ts';
import { formatMoney } from '@/lib/money.ts';
import { callsTo, stubApi } from '@/test/api-stub.ts';
import {
  IBAN,
  OTHER,
  PLN,
  accountBox,
  chooseFile,
  committed,
  importAccounts as accounts,
  importHandlers,
  previewOf,
  statementOf,
} from '@/test/import-fixtures.ts';
import { renderRoute } from '@/test/render.tsx';
import { ImportsPage } from './imports-page.tsx';

function open(
  preview: ImportPreview,
  checkpoints: ImportCheckpoint[] = [],
  list: MoneyAccount[] = accounts,
) {
  const api = stubApi(importHandlers(preview, checkpoints, list));
  renderRoute(<ImportsPage />, { path: '/imports' });
  return api;
}

afterEach(() => window.localStorage.clear());

// Radix selects driven through user-event take a while in jsdom.
describe('the money accounts of an import', { timeout: 20_000 }, () => {
  it("preselects the account with the file's IBAN, sends it, and says the closing balance matches", async () => {
    const api = open(previewOf([statementOf()]), [
      {
        moneyAccountId: 'm2',
        date: '2026-04-30',
        currency: PLN,
        balance: 1234.5,
        accountBalance: 1234.5,
        difference: 0,
      },
    ]);
    const user = userEvent.setup();
    await chooseFile(user);
    const box = await accountBox('PL61 1090 1014 0000 0712 1981 2874');
    await waitFor(() => expect(box.textContent).toBe('Savings · PLN'));
    expect(
      screen.getByText(
        `Closing balance ${formatMoney(1234.5, PLN)} on ${formatDay('2026-04-30')} · 2 rows`,
      ),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Import 2 transactions' }));
    await waitFor(() => expect(committed(api)).toBeDefined());
    expect(committed(api)).toMatchObject({
      accounts: [{ identifier: IBAN, moneyAccountId: 'm2' }],
      moneyAccountId: 'm2',
    });
    const result = await screen.findByTestId('import-result');
    expect(within(result).getByText('Matches')).toBeTruthy();
    expect(within(result).getByText('Savings')).toBeTruthy();
    await user.click(within(result).getByRole('button', { name: 'Close' }));
    expect(screen.queryByTestId('import-result')).toBeNull();
  });

  it('asks once per account of a file of several, and will not import one left without', async () => {
    const api = open(
      previewOf([statementOf(), statementOf({ identifier: OTHER, moneyAccountId: null })], 'ofx'),
      [
        {
          moneyAccountId: 'm3',
          date: '2026-04-30',
          currency: PLN,
          balance: -50,
          accountBalance: -80,
          difference: -30,
        },
      ],
    );
    const user = userEvent.setup();
    await chooseFile(user);
    const known = await accountBox('PL61 1090 1014 0000 0712 1981 2874');
    await waitFor(() => expect(known.textContent).toBe('Savings · PLN'));
    const unknown = await accountBox('PL27 1140 2004 0000 3002 0135 5387');
    expect(unknown.textContent).toBe('Choose an account');
    await user.click(screen.getByRole('button', { name: 'Import 2 transactions' }));
    expect(
      await screen.findByText("Choose a money account for each of the file's accounts"),
    ).toBeTruthy();
    expect(screen.getByText('Choose the money account these rows go into')).toBeTruthy();
    expect(callsTo(api, 'POST /imports')).toHaveLength(0);
    await user.click(unknown);
    await user.click(await screen.findByRole('option', { name: 'Card · PLN' }));
    await user.click(screen.getByRole('button', { name: 'Import 2 transactions' }));
    await waitFor(() => expect(committed(api)).toBeDefined());
    expect(committed(api)).toMatchObject({
      accounts: [
        { identifier: IBAN, moneyAccountId: 'm2' },
        { identifier: OTHER, moneyAccountId: 'm3' },
      ],
    });
    const result = await screen.findByTestId('import-result');
    const [first, second] = within(result).getAllByRole('listitem') as [HTMLElement, HTMLElement];
    // The first account's balance was not recorded (none answered for it).
    expect(within(first).getByText(/Not compared/)).toBeTruthy();
    expect(within(second).getByText('Differs')).toBeTruthy();
    expect(
      within(second).getByText(`The account shows ${formatMoney(30, PLN)} less than the bank.`),
    ).toBeTruthy();
  });

  it('asks where a file of one unknown account goes, rather than guess the last account', async () => {
    window.localStorage.setItem('budget-app.imports.money-account', JSON.stringify({ g1: 'm2' }));
    const api = open(previewOf([statementOf({ identifier: OTHER, moneyAccountId: null })]));
    const user = userEvent.setup();
    await chooseFile(user);
    const box = await accountBox('PL27 1140 2004 0000 3002 0135 5387');
    expect(box.textContent).toBe('Choose an account');
    await user.click(screen.getByRole('button', { name: 'Import 2 transactions' }));
    expect(
      await screen.findByText("Choose a money account for each of the file's accounts"),
    ).toBeTruthy();
    expect(callsTo(api, 'POST /imports')).toHaveLength(0);
    await user.click(box);
    await user.click(await screen.findByRole('option', { name: 'Card · PLN' }));
    await user.click(screen.getByRole('button', { name: 'Import 2 transactions' }));
    await waitFor(() => expect(committed(api)).toBeDefined());
    expect(committed(api)).toMatchObject({
      accounts: [{ identifier: OTHER, moneyAccountId: 'm3' }],
      moneyAccountId: 'm3',
    });
  });

  it('offers one money account for a file naming none, in a group of two open accounts or more', async () => {
    const api = open(previewOf([], 'qif'));
    const user = userEvent.setup();
    await chooseFile(user);
    const box = await screen.findByRole('combobox', { name: 'Money account' });
    await waitFor(() => expect(box.textContent).toBe('Main account · PLN'));
    await user.click(box);
    await user.click(await screen.findByRole('option', { name: 'Savings · PLN' }));
    await user.click(screen.getByRole('button', { name: 'Import 2 transactions' }));
    await waitFor(() => expect(committed(api)).toBeDefined());
    expect(committed(api)).toMatchObject({ accounts: [], moneyAccountId: 'm2' });
    // No closing balance to compare: the toast says it is done, no result is shown.
    expect(screen.queryByTestId('import-result')).toBeNull();
    expect(window.localStorage.getItem('budget-app.imports.money-account')).toBe('{"g1":"m2"}');
  });

  it('asks nothing of a file naming no account in a group of one account', async () => {
    const api = open(previewOf([], 'qif'), [], [accounts[0] as MoneyAccount]);
    const user = userEvent.setup();
    await chooseFile(user);
    await screen.findByTestId('import-counts');
    expect(screen.queryByRole('combobox', { name: 'Money account' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Import 2 transactions' }));
    await waitFor(() => expect(committed(api)).toBeDefined());
    expect(committed(api)).toMatchObject({ moneyAccountId: 'm1' });
  });
});

describe('the money accounts of an import, in Polish', { timeout: 20_000 }, () => {
  beforeEach(() => setLanguage('pl'));
  afterEach(() => setLanguage('en'));

  it('names the accounts, rows and closing balances, and the result, in Polish', async () => {
    open(
      previewOf([
        statementOf({ rows: 5 }),
        statementOf({ identifier: OTHER, moneyAccountId: 'm3', rows: 3 }),
      ]),
      [
        {
          moneyAccountId: 'm3',
          date: '2026-04-30',
          currency: PLN,
          balance: -50,
          accountBalance: -80,
          difference: -30,
        },
      ],
    );
    const user = userEvent.setup();
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Grupa' }).textContent).toBe('Household'),
    );
    await user.upload(screen.getByLabelText('Plik z banku'), new File(['<xml/>'], 's.xml'));
    expect(await screen.findByRole('heading', { name: 'Konta' })).toBeTruthy();
    await screen.findByRole('combobox', { name: 'Konto dla PL61 1090 1014 0000 0712 1981 2874' });
    const closing = `Saldo końcowe ${formatMoney(1234.5, PLN)} na dzień ${formatDay('2026-04-30')}`;
    expect(screen.getByText(`${closing} · 5 wierszy`)).toBeTruthy();
    expect(screen.getByText(`${closing} · 3 wiersze`)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Importuj 2 transakcje' }));
    const result = await screen.findByTestId('import-result');
    expect(within(result).getByText('Różnica')).toBeTruthy();
    expect(
      within(result).getByText(`Konto pokazuje o ${formatMoney(30, PLN)} mniej niż bank.`, {
        exact: false,
      }),
    ).toBeTruthy();
    expect(within(result).getByText(/^Nie porównano/)).toBeTruthy();
  });
});
