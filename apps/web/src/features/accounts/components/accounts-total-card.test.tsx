import { MoneyAccountKind, type Account, type Accounts } from '@budget/contract';
import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '@/lib/i18n/i18n.ts';
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
import { AccountsTotalCard } from './accounts-total-card.tsx';

const PLN = 0;

function groupAccount(groupId: string, amount: number): Account {
  return {
    groupId,
    name: `Group ${groupId}`,
    role: 1,
    balances: [{ currency: PLN, amount }],
    convertedBalance: amount,
    month: '2026-11',
    monthIncome: [],
    monthExpenses: [],
    transactionCount: 1,
    lastTransactionDate: '2026-11-20',
    netWorth: netWorthOf(),
  };
}

function totalOf(accounts: Account[]): Accounts {
  return {
    accounts,
    currency: PLN,
    total: accounts.reduce((sum, account) => sum + account.convertedBalance, 0),
    netWorth: netWorthOf(),
    unconvertedCurrencies: [],
  };
}

const groupsOf = (count: number) =>
  Array.from({ length: count }, (_, index) => groupAccount(`g${index + 1}`, 10));

afterEach(() => setLanguage('en'));

describe("'Total balance' count", () => {
  it('counts the groups whose balances it adds, not the money accounts listed', async () => {
    stubApi({
      ...sessionHandlers(profileOf()),
      'GET /groups': () => [groupOf()],
      'GET /accounts': () => totalOf([groupAccount('g1', 2880)]),
      'GET /groups/g1/money-accounts': () =>
        (['Current', 'Savings', 'CreditCard', 'Cash'] as const).map((name, index) =>
          moneyAccountOf({ id: `m${index}`, name, kind: MoneyAccountKind[name] }),
        ),
    });
    renderRoute(<AccountsPage />, { path: '/accounts' });
    const total = await screen.findByRole('region', { name: 'Total balance' });
    await screen.findByRole('link', { name: 'Cash' });
    expect(screen.getAllByTestId('money-account')).toHaveLength(4);
    expect(within(total).getByText('Across 1 group, converted into PLN')).toBeTruthy();
  });

  it('says group or groups as the count asks, in English and Polish', async () => {
    const { rerender } = render(<AccountsTotalCard data={totalOf(groupsOf(3))} />);
    expect(screen.getByText('Across 3 groups, converted into PLN')).toBeTruthy();

    await setLanguage('pl');
    const polish = [
      [1, 'Łącznie z 1 grupy, po przeliczeniu na PLN'],
      [3, 'Łącznie z 3 grup, po przeliczeniu na PLN'],
      [5, 'Łącznie z 5 grup, po przeliczeniu na PLN'],
      [22, 'Łącznie z 22 grup, po przeliczeniu na PLN'],
    ] as const;
    for (const [count, text] of polish) {
      rerender(<AccountsTotalCard data={totalOf(groupsOf(count))} />);
      expect(screen.getByText(text)).toBeTruthy();
    }
  });
});
