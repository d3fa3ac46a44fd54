import {
  Currency,
  PeriodType,
  type Report,
  type ReportBudget,
  type ReportMembers,
} from '@budget/contract';
import { sessionHandlers } from '@/test/api-stub.ts';
import { ann, club, household } from '@/test/transactions-fixtures.ts';

// The report the reports page's tests are served: two months, two categories (one without a
// group), a tag, two of the largest expenses (one not converted) and a budget over its amount.

export const YEAR = new Date().getFullYear();

export const report: Report = {
  from: `${YEAR}-01-01`,
  to: `${YEAR}-12-31`,
  currency: Currency.PLN,
  totals: { income: 3450, expenses: 246.15, net: 3203.85, transactionCount: 7 },
  months: [
    {
      month: `${YEAR}-01`,
      income: 0,
      expenses: 143.65,
      net: -143.65,
      cumulativeNet: -143.65,
      transactionCount: 2,
    },
    {
      month: `${YEAR}-02`,
      income: 3450,
      expenses: 102.5,
      net: 3347.5,
      cumulativeNet: 3203.85,
      transactionCount: 5,
    },
  ],
  categories: [
    {
      categoryId: 'c1',
      name: 'Food',
      groupId: 'g1',
      groupName: 'Household',
      amount: 143.65,
      share: 58.4,
      transactionCount: 2,
    },
    {
      categoryId: null,
      name: 'Uncategorised',
      groupId: null,
      groupName: null,
      amount: 80,
      share: 32.5,
      transactionCount: 1,
    },
  ],
  tags: [
    {
      tagId: 'tg1',
      name: 'Holiday',
      groupId: 'g1',
      groupName: 'Household',
      amount: 100,
      share: 40.6,
      transactionCount: 1,
    },
  ],
  largestExpenses: [
    {
      id: 't1',
      name: 'Shop',
      date: `${YEAR}-01-10`,
      groupId: 'g1',
      groupName: 'Household',
      amount: 100,
      currency: Currency.PLN,
      converted: 100,
    },
    {
      id: 't2',
      name: 'Matryoshka',
      date: `${YEAR}-02-20`,
      groupId: 'g1',
      groupName: 'Household',
      amount: 50,
      currency: Currency.RUB,
      converted: null,
    },
  ],
  currencies: [],
  unconvertedCurrencies: [Currency.RUB],
};

export const emptyReport: Report = {
  ...report,
  totals: { income: 0, expenses: 0, net: 0, transactionCount: 0 },
  months: [],
  categories: [],
  tags: [],
  largestExpenses: [],
  unconvertedCurrencies: [],
};

export const overBudget: ReportBudget = {
  id: 'b1',
  name: 'Food monthly',
  groupId: 'g1',
  groupName: 'Household',
  currency: Currency.PLN,
  periodType: PeriodType.Monthly,
  periods: 2,
  firstPeriodStart: `${YEAR}-01-01`,
  lastPeriodEnd: `${YEAR}-02-28`,
  budgeted: 100,
  spent: 143.65,
  remaining: -43.65,
  percentUsed: 143.7,
};

const members: ReportMembers = {
  from: report.from,
  to: report.to,
  currency: Currency.PLN,
  members: [],
  shared: { expenses: 0, income: 0 },
  unshared: { expenses: 0, income: 0 },
  unconvertedCurrencies: [],
};

export function handlers(overrides: Record<string, () => unknown> = {}) {
  return {
    ...sessionHandlers(ann),
    'GET /groups': () => [household, club],
    'GET /reports': () => report,
    'GET /reports/budgets': () => [overBudget],
    'GET /reports/members': () => members,
    'GET /reports/net-worth': () => ({ ...members, points: [], unconvertedCurrencies: [] }),
    ...overrides,
  };
}
