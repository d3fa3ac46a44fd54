import type { Account, Accounts } from '@budget/contract';
import { netWorthOf } from './api-stub.ts';

/** The currencies the fixtures use, by their index in the contract's list. */
export const CURRENCIES = { PLN: 0, USD: 1, EUR: 2 } as const;
const { PLN, EUR } = CURRENCIES;

/** A group as GET /accounts shows it: 'Household' (g1), an Owner's, in PLN and EUR. */
export function accountOf(overrides: Partial<Account> = {}): Account {
  return {
    groupId: 'g1',
    name: 'Household',
    role: 1,
    balances: [
      { currency: PLN, amount: 1250.5 },
      { currency: EUR, amount: -20 },
    ],
    convertedBalance: 1163.19,
    month: '2026-11',
    monthIncome: [{ currency: PLN, amount: 3000 }],
    monthExpenses: [
      { currency: PLN, amount: 749.5 },
      { currency: EUR, amount: 20 },
    ],
    transactionCount: 7,
    lastTransactionDate: '2026-11-20',
    netWorth: netWorthOf(),
    ...overrides,
  };
}

/** A Viewer's group with nothing in it yet (g2), named at length. */
export const clubAccount = accountOf({
  groupId: 'g2',
  name: 'Book club with a very long name that goes on and on',
  role: 3,
  balances: [],
  convertedBalance: 0,
  monthIncome: [],
  monthExpenses: [],
  transactionCount: 0,
  lastTransactionDate: null,
});

/** GET /accounts in `currency`: the household and the club, totalled. */
export function accountsOf(currency: number, overrides: Partial<Accounts> = {}): Accounts {
  return {
    accounts: [accountOf(), clubAccount],
    currency,
    total: 1163.19,
    netWorth: netWorthOf(),
    unconvertedCurrencies: [],
    ...overrides,
  };
}
