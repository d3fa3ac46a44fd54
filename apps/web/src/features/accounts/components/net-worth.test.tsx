import { Currency, type Account, type Accounts, type NetWorth } from '@budget/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '@/lib/i18n/i18n.ts';
import { formatDay } from '@/lib/format-date.ts';
import { formatMoney } from '@/lib/money.ts';
import {
  groupOf,
  moneyAccountOf,
  netWorthOf,
  profileOf,
  sessionHandlers,
  stubApi,
} from '@/test/api-stub.ts';
import { renderRoute } from '@/test/render.tsx';
import { AccountsPage } from './accounts-page.tsx';
import { sparklinePoints } from './balance-sparkline.tsx';

const { PLN, EUR, RUB } = Currency;

const household: NetWorth = netWorthOf({
  currencies: [
    { currency: PLN, assets: 1000, liabilities: 2300, net: -1300, convertedNet: -1300 },
    { currency: EUR, assets: 100, liabilities: 0, net: 100, convertedNet: 436.53 },
    { currency: RUB, assets: 50, liabilities: 0, net: 50, convertedNet: null },
  ],
  assets: 1436.53,
  liabilities: 2300,
  net: -863.47,
  unconvertedCurrencies: [RUB],
});

const group: Account = {
  groupId: 'g1',
  name: 'Household',
  role: 1,
  balances: [{ currency: PLN, amount: 2880 }],
  convertedBalance: 2880,
  month: '2026-11',
  monthIncome: [],
  monthExpenses: [],
  transactionCount: 3,
  lastTransactionDate: '2026-11-20',
  netWorth: household,
};

const history = [
  { date: '2025-10-31', balance: 1000 },
  { date: '2026-05-31', balance: 400 },
  { date: '2026-11-29', balance: 1500 },
];

function stub() {
  return stubApi({
    ...sessionHandlers(profileOf()),
    'GET /groups': () => [groupOf()],
    'GET /accounts': (): Accounts => ({
      accounts: [group],
      currency: PLN,
      total: 2880,
      netWorth: household,
      unconvertedCurrencies: [RUB],
    }),
    'GET /groups/g1/money-accounts': () => [
      moneyAccountOf({ id: 'm1', name: 'Current', balance: 1500, balanceHistory: history }),
      moneyAccountOf({ id: 'm2', name: 'New', balanceHistory: history.slice(2) }),
    ],
  });
}

describe('net worth on /accounts', () => {
  it("shows each group's and every group's net worth with assets, liabilities and currencies", async () => {
    stub();
    renderRoute(<AccountsPage />, { path: '/accounts' });
    const card = await screen.findByRole('article', { name: 'Household' });
    const section = within(card).getByRole('group', { name: 'Net worth' });
    expect(within(section).getByTestId('net-worth-net').textContent).toBe(
      formatMoney(-863.47, PLN),
    );
    expect(within(section).getByTestId('net-worth-net').className).toContain('text-destructive');
    expect(within(section).getByTestId('net-worth-assets').textContent).toBe(
      formatMoney(1436.53, PLN),
    );
    expect(within(section).getByTestId('net-worth-liabilities').textContent).toBe(
      formatMoney(2300, PLN),
    );
    const parts = within(section).getByRole('list', { name: 'Net worth per currency' });
    expect(within(section).getByTestId('net-worth-currencies').textContent).toMatch(
      /^Per currency/,
    );
    expect(
      within(parts)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      formatMoney(-1300, PLN),
      `${formatMoney(100, EUR)} = ${formatMoney(436.53, PLN)}`,
      `${formatMoney(50, RUB)} (no exchange rate)`,
    ]);
    expect(
      within(section).getByText(/Accounts in RUB could not be converted into PLN/),
    ).toBeTruthy();
    const total = screen.getByTestId('accounts-net-worth');
    expect(within(total).getByTestId('accounts-net-worth-net').textContent).toBe(
      formatMoney(-863.47, PLN),
    );
    expect(screen.getByRole('heading', { name: 'Net worth', level: 3 })).toBeTruthy();
  });

  it("draws each account's year as a line named by its first, last, lowest and highest balance", async () => {
    stub();
    renderRoute(<AccountsPage />, { path: '/accounts' });
    await screen.findByRole('link', { name: 'Current' });
    const [current, fresh] = screen.getAllByTestId('money-account') as [HTMLElement, HTMLElement];
    const line = within(current).getByRole('img');
    expect(line.getAttribute('aria-label')).toBe(
      `Balance over the last year: ${formatMoney(1000, PLN)} on ${formatDay('2025-10-31')}, ` +
        `${formatMoney(1500, PLN)} on ${formatDay('2026-11-29')}; lowest ${formatMoney(400, PLN)}, highest ${formatMoney(1500, PLN)}`,
    );
    // One point draws no line.
    expect(within(fresh).queryByTestId('balance-sparkline')).toBeNull();
  });

  it('scales the line into its box, highest at the top', () => {
    expect(sparklinePoints(history)).toBe('2.0,11.1 32.0,22.0 62.0,2.0');
    expect(sparklinePoints(history.map((point) => ({ ...point, balance: 5 })))).toBe(
      '2.0,12.0 32.0,12.0 62.0,12.0',
    );
  });

  it('says what the balance is beside net worth, so a household sees why they differ', async () => {
    stub();
    renderRoute(<AccountsPage />, { path: '/accounts' });
    const card = await screen.findByRole('article', { name: 'Household' });
    // The spec's names stay: 'Total balance' and 'Balance'; the hints say what each counts.
    expect(screen.getByRole('heading', { name: 'Total balance' })).toBeTruthy();
    expect(screen.getByTestId('accounts-total-hint').textContent).toMatch(
      /^Total balance is .* incomes less their expenses\. Net worth, below, is what the money accounts hold: it also counts their opening balances/,
    );
    expect(within(card).getByText('Balance')).toBeTruthy();
    expect(within(card).getByTestId('account-balance-hint').textContent).toBe(
      "Incomes less expenses, converted at each day's rates. Net worth also counts the accounts' opening balances, at today's rates.",
    );
  });

  it('says it in Polish too', async () => {
    await setLanguage('pl');
    try {
      stub();
      renderRoute(<AccountsPage />, { path: '/accounts' });
      const card = await screen.findByRole('article', { name: 'Household' });
      expect(screen.getByTestId('accounts-total-hint').textContent).toMatch(
        /^Saldo łączne to suma transakcji wszystkich grup: przychody minus wydatki\./,
      );
      expect(within(card).getByTestId('account-balance-hint').textContent).toBe(
        'Przychody minus wydatki, przeliczone po kursach każdego dnia. Wartość netto liczy też salda początkowe kont, po dzisiejszych kursach.',
      );
    } finally {
      await setLanguage('en');
    }
  });
});
