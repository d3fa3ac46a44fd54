import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemberRole } from '@budget/contract';
import { describe, expect, it } from 'vitest';
import { formatDay } from '@/lib/format-date.ts';
import { formatMoney } from '@/lib/money.ts';
import { callsTo, sessionHandlers, stubApi } from '@/test/api-stub.ts';
import { envelope, jsonResponse } from '@/test/fetch-mock.ts';
import { renderRoute } from '@/test/render.tsx';
import {
  ann,
  club,
  household,
  listHandler,
  rent,
  transactionOf,
} from '@/test/transactions-fixtures.ts';
import { TransactionsPage } from './transactions-page.tsx';

const book = transactionOf({
  id: 't2',
  name: 'Novel',
  description: 'Paperback',
  groupId: 'g2',
  account: { name: 'Book club' },
  amount: -0.1,
  currency: 2,
});

const region = (name: string) => screen.getByRole('region', { name });
const sumsOf = (name: string) =>
  within(within(region(name)).getByRole('list', { name: 'Sums per currency' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('TransactionsPage list', () => {
  it('names each row’s buttons with its date and amount, so two coffees are told apart', async () => {
    const coffee = { name: 'Coffee', currency: 0 };
    stubApi({
      ...sessionHandlers(ann),
      'GET /groups': () => [household],
      'GET /transactions': listHandler([
        transactionOf({ ...coffee, id: 'c1', date: '2026-11-27', amount: -12.5 }),
        transactionOf({ ...coffee, id: 'c2', date: '2026-11-28', amount: -12.5 }),
        transactionOf({ ...coffee, id: 'c3', date: '2026-11-28', amount: -9 }),
      ]),
    });
    renderRoute(<TransactionsPage />, { path: '/transactions' });
    const names = (await screen.findAllByRole('button', { name: /^Edit Coffee/ })).map((button) =>
      button.getAttribute('aria-label'),
    );
    const price = (amount: number) => formatMoney(amount, 0);
    expect(names).toEqual([
      `Edit Coffee, ${formatDay('2026-11-27')}, ${price(-12.5)}`,
      `Edit Coffee, ${formatDay('2026-11-28')}, ${price(-12.5)}`,
      `Edit Coffee, ${formatDay('2026-11-28')}, ${price(-9)}`,
    ]);
    const deletes = screen.getAllByRole('button', { name: /^Delete Coffee, / });
    expect(new Set(deletes.map((button) => button.getAttribute('aria-label'))).size).toBe(3);
  });

  it('shows each card with its count, per-currency sums and rows; actions only where allowed', async () => {
    const api = stubApi({
      ...sessionHandlers(ann),
      'GET /groups': () => [household, club],
      'GET /transactions': listHandler([rent, book]),
    });
    renderRoute(<TransactionsPage />, { path: '/transactions' });
    await screen.findByRole('button', { name: /^Edit Rent, / });
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
    expect(within(expenses).getAllByRole('columnheader').at(-1)?.textContent).toBe('Actions');

    expect(within(region('Incomes')).getByText('No incomes')).toBeTruthy();
    const types = callsTo(api, 'GET /transactions').map(({ url }) => url.search);
    expect(types).toContain('?transactionType=1&currency=0&page=1&pageSize=50');
    expect(types).toContain('?transactionType=0&currency=0&page=1&pageSize=50');
  });

  it('says who paid a shared row and how it is split, to Viewers too; nothing for one alone', async () => {
    const bob = {
      userId: 'u-bob',
      name: 'Bob',
      userEmail: 'bob@example.test',
      role: 3 as const,
      joinedAt: '2026-01-02T10:00:00.000Z',
    };
    const pair = {
      ...household,
      role: MemberRole.Viewer,
      groupMembers: [...household.groupMembers, bob],
    };
    const split = (method: 0 | 1, parts: [string, number, number][]) => ({
      method,
      parts: parts.map(([userId, value, amount]) => ({ userId, value, amount })),
    });
    const sharedRent = {
      ...rent,
      paidBy: 'u-bob',
      split: split(1, [
        ['u-ann', 60, 750.3],
        ['u-bob', 40, 500.2],
      ]),
    };
    const ownBook = { ...book, paidBy: 'u-ann', split: split(0, [['u-ann', 1, 0.1]]) };
    stubApi({
      ...sessionHandlers(ann),
      'GET /groups': () => [pair, club],
      'GET /transactions': listHandler([sharedRent, ownBook]),
    });
    renderRoute(<TransactionsPage />, { path: '/transactions' });
    const expenses = await screen.findByRole('region', { name: 'Expenses' });
    const rentRow = await within(expenses).findByRole('row', { name: /Rent/ });
    // Seen under the row; read out (with each part) in its first cell.
    const [cell] = within(rentRow).getAllByRole('cell');
    expect(cell?.textContent).toContain(
      `Paid by Bob · split 60/40 by shares. Parts: Ann ${formatMoney(750.3, 0)}`,
    );
    const novel = within(expenses).getByRole('row', { name: /Novel/ });
    expect(within(novel).queryByText(/Paid by/)).toBeNull();
    // A Viewer of every row's group: no Actions column standing empty beside the values.
    const headers = within(expenses).getAllByRole('columnheader');
    expect(headers.map((header) => header.textContent)).toEqual([
      'Name',
      'Description',
      'Categories',
      'Account',
      'Value',
    ]);
    expect(within(rentRow).getAllByRole('cell')).toHaveLength(headers.length);
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
    // The cards (and their calls) come in the render after the filters'.
    await waitFor(() =>
      expect(callsTo(api, 'GET /transactions')[0]?.url.searchParams.getAll('groupIds')).toEqual([
        'g1',
      ]),
    );
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
    const rows = [rent, transactionOf({ id: 't3', name: 'Water', amount: -0.2 })];
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
    await user.click(await screen.findByRole('button', { name: /^Delete Water, / }));
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

describe('TransactionsPage without groups', () => {
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
