import { screen, waitFor, within } from '@testing-library/react';
import type { TransactionTotals } from '@budget/contract';
import { describe, expect, it } from 'vitest';
import { formatMoney } from '@/lib/money.ts';
import { callsTo, sessionHandlers, stubApi } from '@/test/api-stub.ts';
import { renderRoute } from '@/test/render.tsx';
import { ann, household, pageOf, rent } from '@/test/transactions-fixtures.ts';
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
    await screen.findByRole('button', { name: 'Edit Rent' });
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
    expect(within(expenses()).getByRole('button', { name: 'Edit Rent' })).toBeTruthy();
  });
});
