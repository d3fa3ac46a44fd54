import {
  Currency,
  MemberRole,
  TransactionType,
  type Category,
  type CreateTransactionRequest,
  type Transaction,
  type TransactionPage,
} from '@budget/contract';
import { groupOf, profileOf, type StubRequest } from './api-stub.ts';

/** Fixtures and stub handlers of the transactions screen's tests. */
export const ann = profileOf();
export const household = groupOf();
export const club = groupOf({ id: 'g2', name: 'Book club', role: MemberRole.Viewer });
/** The household Ann shares with Bob, a Member: its forms offer 'Paid by' and 'Split'. */
export const shared = groupOf({
  groupMembers: [
    ...groupOf().groupMembers,
    {
      userId: 'u-bob',
      name: 'Bob',
      userEmail: 'bob@example.test',
      role: MemberRole.Member,
      joinedAt: '2026-01-03T10:00:00Z',
    },
  ],
});

/** What the add form sends for a 4.50 PLN expense in the household on 14 March 2026. */
export function createRequestOf(
  overrides: Partial<CreateTransactionRequest> = {},
): CreateTransactionRequest {
  return {
    transactionType: TransactionType.Expense,
    name: 'Bread',
    description: null,
    groupId: 'g1',
    categoryIds: null,
    date: '2026-03-14',
    amount: 4.5,
    currency: Currency.PLN,
    recurring: false,
    recurringPeriod: null,
    endDate: null,
    ...overrides,
  };
}

export function transactionOf(overrides: Partial<Transaction>): Transaction {
  return {
    id: 't1',
    transactionType: TransactionType.Expense,
    name: 'Rent',
    description: null,
    groupId: 'g1',
    account: { name: 'Household' },
    categories: [],
    tags: [],
    date: '2026-03-01',
    amount: -1250.5,
    currency: 0,
    recurring: false,
    recurringPeriod: null,
    endDate: null,
    seriesId: null,
    moneyAccountId: 'm1',
    toMoneyAccountId: null,
    toAmount: null,
    toCurrency: null,
    cleared: false,
    reconciled: false,
    toCleared: false,
    toReconciled: false,
    paidBy: null,
    split: null,
    attachmentCount: 0,
    createdAt: '2026-03-01T10:00:00.000Z',
    updatedAt: '2026-03-01T10:00:00.000Z',
    ...overrides,
  };
}

/** A monthly expense with a category and a recurrence that updates must pass through. */
export const rent = transactionOf({
  categories: [{ id: 'c1', name: 'Home' }],
  recurring: true,
  recurringPeriod: 2,
  endDate: '2026-12-01',
});

/** One page holding all the rows, with their count and per-currency sums. */
export function pageOf(rows: Transaction[]): TransactionPage {
  const sums = new Map<number, number>();
  for (const row of rows) sums.set(row.currency, (sums.get(row.currency) ?? 0) + row.amount);
  return {
    transactions: rows,
    totalCount: rows.length,
    page: 1,
    pageSize: 50,
    sums: [...sums].map(([currency, amount]) => ({ currency, amount })),
  };
}

export const categories: Category[] = [
  { id: 'c1', name: 'Home', description: null, groupId: 'g1', group: { name: 'Household' } },
  { id: 'c2', name: 'Food', description: null, groupId: 'g1', group: { name: 'Household' } },
  { id: 'c3', name: 'Flights', description: null, groupId: 'g3', group: { name: 'Holiday' } },
];

/** GET /transactions answering expenses or incomes by the requested type. */
export function listHandler(expenses: Transaction[], incomes: Transaction[] = []) {
  return ({ url }: StubRequest) =>
    pageOf(url.searchParams.get('transactionType') === '1' ? incomes : expenses);
}

/** GET /categories answering the categories of the requested groups. */
export const categoriesHandler = ({ url }: StubRequest) =>
  categories.filter((category) => url.searchParams.getAll('groupsId').includes(category.groupId));
