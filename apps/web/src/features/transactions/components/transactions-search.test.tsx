import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TransactionTotals } from '@budget/contract';
import { describe, expect, it } from 'vitest';
import { formatMoney } from '@/lib/money.ts';
import { callsTo, sessionHandlers, stubApi } from '@/test/api-stub.ts';
import { renderRoute } from '@/test/render.tsx';
import { envelope, jsonResponse } from '@/test/fetch-mock.ts';
import { ann, household, pageOf, rent, transactionOf } from '@/test/transactions-fixtures.ts';
import { TransactionsPage } from './transactions-page.tsx';

const region = (name: string) => screen.getByRole('region', { name });

describe('TransactionsPage search', () => {
  it('shows a search’s rows at once and its exact figures when they come, asked for apart', async () => {
    const pending: ((totals: TransactionTotals) => void)[] = [];
    const api = stubApi({
      ...sessionHandlers(ann),
      'GET /groups': () => [household],
      'GET /categories': () => [],
      'GET /transactions/page': ({ url }) => {
        const { transactions, page, pageSize } = pageOf(
          url.searchParams.get('transactionType') === '1' ? [] : [rent],
        );
        return { transactions, page, pageSize, hasMore: false };
      },
      'GET /transactions/totals': () =>
        new Promise<TransactionTotals>((resolve) => pending.push(resolve)),
    });
    renderRoute(<TransactionsPage />, { path: '/transactions', url: '/transactions?q=ren' });
    const expenses = () => region('Expenses');
    await screen.findByRole('button', { name: /^Edit Rent, / });
    // The figures are not there yet: their place is held, and no pager counts pages.
    expect(within(expenses()).getByTestId('transactions-count').textContent).toBe('');
    expect(within(expenses()).queryByRole('navigation')).toBeNull();
    expect(callsTo(api, 'GET /transactions')).toEqual([]);
    await waitFor(() => expect(pending.length).toBeGreaterThanOrEqual(2));
    // The figures do not depend on the page, its size or the order.
    const asked = callsTo(api, 'GET /transactions/totals').map(({ url }) => url.search);
    expect(new Set(asked)).toEqual(
      new Set([
        '?transactionType=0&filter=ren&currency=0',
        '?transactionType=1&filter=ren&currency=0',
      ]),
    );
    for (const resolve of pending) {
      resolve({
        totalCount: 1,
        sums: [{ currency: 0, amount: -1250.5 }],
        converted: { currency: 0, amount: -1250.5, unconvertedCurrencies: [] },
      });
    }
    await waitFor(() =>
      expect(within(expenses()).getByTestId('transactions-count').textContent).toBe('1'),
    );
    expect(within(expenses()).getByTestId('transactions-sums').textContent).toBe(
      formatMoney(-1250.5, 0),
    );
    expect(within(expenses()).getByRole('button', { name: /^Edit Rent, / })).toBeTruthy();
  });

  it('takes a deleted row off a search’s page at once; the figures come with the reload', async () => {
    let answer: (response: Response) => void = () => {};
    const rows = [rent, transactionOf({ id: 't3', name: 'Rental van', amount: -0.2 })];
    const api = stubApi({
      ...sessionHandlers(ann),
      'GET /groups': () => [household],
      'GET /categories': () => [],
      'GET /transactions/page': ({ url }) => {
        const shown = url.searchParams.get('transactionType') === '1' ? [] : rows;
        const { transactions, page, pageSize } = pageOf(shown);
        return { transactions, page, pageSize, hasMore: false };
      },
      'GET /transactions/totals': ({ url }) => {
        const { totalCount, sums } = pageOf(
          url.searchParams.get('transactionType') === '1' ? [] : rows,
        );
        return { totalCount, sums };
      },
      'DELETE /transactions/t3': () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    });
    renderRoute(<TransactionsPage />, { path: '/transactions', url: '/transactions?q=ren' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /^Delete Rental van, / }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(within(region('Expenses')).queryByRole('row', { name: /Rental van/ })).toBeNull(),
    );
    const asked = callsTo(api, 'GET /transactions/totals').length;
    rows.pop();
    answer(jsonResponse(envelope(null)));
    expect(await screen.findByText('Transaction deleted')).toBeTruthy();
    await waitFor(() =>
      expect(within(region('Expenses')).getByTestId('transactions-count').textContent).toBe('1'),
    );
    expect(callsTo(api, 'GET /transactions/totals').length).toBeGreaterThan(asked);
  });
});
