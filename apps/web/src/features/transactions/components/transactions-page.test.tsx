import {
  MemberRole,
  TransactionType,
  type Category,
  type Transaction,
  type TransactionPage,
} from '@budget/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { formatMoney } from '@/lib/money.ts';
import {
  callsTo,
  groupOf,
  profileOf,
  sessionHandlers,
  stubApi,
  type StubRequest,
} from '@/test/api-stub.ts';
import { envelope, jsonResponse } from '@/test/fetch-mock.ts';
import { renderRoute } from '@/test/render.tsx';
import { TransactionsPage } from './transactions-page.tsx';

const ann = profileOf();
const household = groupOf();
const club = groupOf({ id: 'g2', name: 'Book club', role: MemberRole.Viewer });

function transaction(overrides: Partial<Transaction>): Transaction {
  return {
    id: 't1',
    transactionType: TransactionType.Expense,
    name: 'Rent',
    description: null,
    groupId: 'g1',
    account: { name: 'Household' },
    categories: [],
    date: '2026-03-01',
    amount: -1250.5,
    currency: 0,
    recurring: false,
    recurringPeriod: null,
    endDate: null,
    createdAt: '2026-03-01T10:00:00.000Z',
    updatedAt: '2026-03-01T10:00:00.000Z',
    ...overrides,
  };
}

const rent = transaction({
  categories: [{ id: 'c1', name: 'Home' }],
  recurring: true,
  recurringPeriod: 2,
  endDate: '2026-12-01',
});
const book = transaction({
  id: 't2',
  name: 'Novel',
  description: 'Paperback',
  groupId: 'g2',
  account: { name: 'Book club' },
  amount: -0.1,
  currency: 2,
});

function pageOf(rows: Transaction[]): TransactionPage {
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

const categories: Category[] = [
  { id: 'c1', name: 'Home', description: null, groupId: 'g1', group: { name: 'Household' } },
  { id: 'c2', name: 'Food', description: null, groupId: 'g1', group: { name: 'Household' } },
  { id: 'c3', name: 'Flights', description: null, groupId: 'g3', group: { name: 'Holiday' } },
];

function listHandler(expenses: Transaction[], incomes: Transaction[] = []) {
  return ({ url }: StubRequest) =>
    pageOf(url.searchParams.get('transactionType') === '1' ? incomes : expenses);
}

const categoriesHandler = ({ url }: StubRequest) =>
  categories.filter((category) => url.searchParams.getAll('groupsId').includes(category.groupId));

const region = (name: string) => screen.getByRole('region', { name });
const sumsOf = (name: string) =>
  within(within(region(name)).getByRole('list', { name: 'Sums per currency' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);
/** The message a control is described by (FormField's error). */
const describedBy = (element: HTMLElement) =>
  document.getElementById(element.getAttribute('aria-describedby') ?? '')?.textContent;

describe('TransactionsPage list', () => {
  it('shows each card with its count, per-currency sums and rows; actions only where allowed', async () => {
    const api = stubApi({
      ...sessionHandlers(ann),
      'GET /groups': () => [household, club],
      'GET /transactions': listHandler([rent, book]),
    });
    renderRoute(<TransactionsPage />, { path: '/transactions' });
    await screen.findByRole('button', { name: 'Edit Rent' });
    const expenses = region('Expenses');
    expect(within(expenses).getByTestId('transactions-count').textContent).toBe('2');
    expect(sumsOf('Expenses')).toEqual([formatMoney(-1250.5, 0), formatMoney(-0.1, 2)]);
    const novel = within(expenses).getByRole('row', { name: /Novel/ });
    expect(within(novel).getByText('Paperback')).toBeTruthy();
    expect(within(novel).getByText('Book club')).toBeTruthy();
    // A Viewer of Book club gets no actions on its rows.
    expect(within(novel).queryByRole('button')).toBeNull();
    const rentRow = within(expenses).getByRole('row', { name: /Rent/ });
    expect(within(rentRow).getByText('No description')).toBeTruthy();

    expect(within(region('Incomes')).getByText('No incomes')).toBeTruthy();
    const types = callsTo(api, 'GET /transactions').map(({ url }) => url.search);
    expect(types).toContain('?transactionType=1&page=1&pageSize=50');
    expect(types).toContain('?transactionType=0&page=1&pageSize=50');
  });

  it('filters by the group of the address and changes it with the filter', async () => {
    const api = stubApi({
      ...sessionHandlers(ann),
      'GET /groups': () => [household, club],
      'GET /transactions': listHandler([rent]),
    });
    renderRoute(<TransactionsPage />, { path: '/transactions', url: '/transactions?groupId=g1' });
    const filter = await screen.findByRole('combobox', { name: 'Group' });
    await waitFor(() => expect(filter.textContent).toBe('Household'));
    expect(callsTo(api, 'GET /transactions')[0]?.url.searchParams.getAll('groupIds')).toEqual([
      'g1',
    ]);
    const user = userEvent.setup();
    await user.click(filter);
    await user.click(await screen.findByRole('option', { name: 'All Groups' }));
    await waitFor(() =>
      expect(callsTo(api, 'GET /transactions').at(-1)?.url.searchParams.has('groupIds')).toBe(
        false,
      ),
    );
  });

  it('removes a deleted row at once and subtracts its amount, before the server answers', async () => {
    let answer: (response: Response) => void = () => {};
    const rows = [rent, transaction({ id: 't3', name: 'Water', amount: -0.2 })];
    stubApi({
      ...sessionHandlers(ann),
      'GET /groups': () => [household],
      'GET /transactions': listHandler(rows),
      'DELETE /transactions/t3': () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    });
    renderRoute(<TransactionsPage />, { path: '/transactions' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete Water' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete transaction "Water"?' });
    expect(within(dialog).getByText(/This action cannot be undone\./)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    const expenses = region('Expenses');
    await waitFor(() => expect(within(expenses).queryByRole('row', { name: /Water/ })).toBeNull());
    expect(within(expenses).getByTestId('transactions-count').textContent).toBe('1');
    // -1250.7 - (-0.2) in hundredths: exactly -1250.5.
    expect(sumsOf('Expenses')).toEqual([formatMoney(-1250.5, 0)]);

    rows.pop();
    answer(jsonResponse(envelope(null)));
    expect(await screen.findByText('Transaction deleted')).toBeTruthy();
  });
});

describe('TransactionsPage forms', () => {
  it('opens the add form from quick_add with the defaults and the messages of SPEC', async () => {
    stubApi({
      ...sessionHandlers(ann),
      'GET /groups': () => [household, groupOf({ id: 'g3', name: 'Holiday' }), club],
      'GET /categories': categoriesHandler,
    });
    renderRoute(<TransactionsPage />, {
      path: '/transactions',
      url: '/transactions?action=quick_add',
    });
    expect(await screen.findByRole('heading', { name: 'Add New Transaction' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Transaction Type' }).textContent).toBe('Expense');
    expect(screen.getByRole('combobox', { name: 'Currency' }).textContent).toBe(
      'PLN - Polish Zloty',
    );
    expect(screen.getByRole('combobox', { name: 'Group' }).textContent).toBe('Select a group');
    expect((screen.getByLabelText('Date') as HTMLInputElement).value).toMatch(
      /^\d{4}-\d{2}-\d{2}$/,
    );
    const value = screen.getByLabelText('Value') as HTMLInputElement;
    expect([value.type, value.min, value.step]).toEqual(['number', '0', '0.01']);

    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Name'), 'x'.repeat(101));
    await user.click(screen.getByRole('button', { name: 'Add Transaction' }));
    expect(await screen.findByText('name is too long')).toBeTruthy();
    expect(describedBy(screen.getByRole('combobox', { name: 'Group' }))).toBe('Select a group');
    expect(describedBy(screen.getByLabelText('Value'))).toBe('Value must be greater than 0');
    await user.clear(screen.getByLabelText('Name'));
    expect(await screen.findByText('name is required')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Clear date' }));
    expect(await screen.findByText('Date is required')).toBeTruthy();
  });

  it("adds an expense with categories; another group clears them and loads that group's", async () => {
    const api = stubApi({
      ...sessionHandlers(ann),
      'GET /groups': () => [household, groupOf({ id: 'g3', name: 'Holiday' })],
      'GET /categories': categoriesHandler,
      'GET /transactions': listHandler([]),
      'POST /transactions': () => rent,
    });
    renderRoute(<TransactionsPage />, {
      path: '/transactions',
      url: '/transactions?action=quick_add&groupId=g1',
    });
    const user = userEvent.setup();
    const group = await screen.findByRole('combobox', { name: 'Group' });
    expect(group.textContent).toBe('Household');
    const categoriesBox = screen.getByRole('combobox', { name: 'Categories (optional)' });
    await user.click(categoriesBox);
    await user.click(await screen.findByRole('option', { name: 'Food' }));
    expect(screen.getByRole('button', { name: 'Remove Food' })).toBeTruthy();

    await user.click(group);
    await user.click(await screen.findByRole('option', { name: 'Holiday' }));
    expect(screen.queryByRole('button', { name: 'Remove Food' })).toBeNull();
    await user.click(categoriesBox);
    expect(await screen.findByRole('option', { name: 'Flights' })).toBeTruthy();
    expect(screen.queryByRole('option', { name: 'Food' })).toBeNull();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('No more options')).toBeTruthy();

    await user.type(screen.getByLabelText('Name'), ' Tickets ');
    await user.clear(screen.getByLabelText('Date'));
    await user.type(screen.getByLabelText('Date'), '2026-03-05');
    await user.type(screen.getByLabelText('Value'), '199.99');
    await user.click(screen.getByRole('button', { name: 'Add Transaction' }));
    expect(await screen.findByText('Transaction added successfully')).toBeTruthy();
    expect(callsTo(api, 'POST /transactions')[0]?.body).toEqual({
      transactionType: TransactionType.Expense,
      name: 'Tickets',
      description: null,
      groupId: 'g3',
      categoryIds: ['c3'],
      date: '2026-03-05',
      amount: 199.99,
      currency: 0,
    });
    expect(await screen.findByRole('region', { name: 'Expenses' })).toBeTruthy();
  });

  it('edits an expense shown positive and passes the recurrence through', async () => {
    const api = stubApi({
      ...sessionHandlers(ann),
      'GET /groups': () => [household],
      'GET /categories': categoriesHandler,
      'GET /transactions': listHandler([rent]),
      'PUT /transactions': () => rent,
    });
    renderRoute(<TransactionsPage />, { path: '/transactions' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit Rent' }));
    expect(await screen.findByRole('heading', { name: 'Update Transaction' })).toBeTruthy();
    expect((screen.getByLabelText('Value') as HTMLInputElement).value).toBe('1250.5');
    expect(screen.getByRole('button', { name: 'Remove Home' })).toBeTruthy();
    await user.clear(screen.getByLabelText('Value'));
    await user.type(screen.getByLabelText('Value'), '1300');
    await user.click(screen.getByRole('button', { name: 'Update Transaction' }));
    expect(await screen.findByText('Transaction updated successfully')).toBeTruthy();
    expect(callsTo(api, 'PUT /transactions')[0]?.body).toMatchObject({
      transactionId: 't1',
      transactionType: TransactionType.Expense,
      categoryIds: ['c1'],
      amount: 1300,
      recurring: true,
      recurringPeriod: 2,
      endDate: '2026-12-01',
    });
  });

  it('tells a user without groups to create one, with Add Transaction disabled', async () => {
    stubApi({ ...sessionHandlers(ann), 'GET /groups': () => [] });
    renderRoute(<TransactionsPage />, { path: '/transactions' });
    expect(
      await screen.findByText(
        'No groups available. Please create at least one to manage transactions.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Groups' }).getAttribute('href')).toBe('/groups');
    const add = screen.getByRole('button', { name: 'Add Transaction' }) as HTMLButtonElement;
    expect(add.disabled).toBe(true);
  });
});
