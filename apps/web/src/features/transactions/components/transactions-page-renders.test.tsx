import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Transaction } from '@budget/contract';
import type { ComponentProps } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { sessionHandlers, stubApi, type StubRequest } from '@/test/api-stub.ts';
import { renderRoute } from '@/test/render.tsx';
import {
  ann,
  categoriesHandler,
  household,
  listHandler,
  rent,
  transactionOf,
} from '@/test/transactions-fixtures.ts';
import { transactionKeys } from '@/lib/query-keys.ts';
import type * as MonthPickModule from './month-pick.tsx';
import { TransactionsPage } from './transactions-page.tsx';

// The Month select (two years of options) stands for the filter bar's cost: each time the bar is
// drawn, so is it.
const month = vi.hoisted(() => ({ draws: 0 }));
vi.mock('./month-pick.tsx', async (importOriginal) => {
  const { MonthPick } = await importOriginal<typeof MonthPickModule>();
  return {
    MonthPick: (props: ComponentProps<typeof MonthPick>) => {
      month.draws += 1;
      return <MonthPick {...props} />;
    },
  };
});

/** The page with its lists' answers held until `answer()` sends them (rows as they are then). */
function renderWithHeldLists() {
  let rows: Transaction[] = [rent];
  const held: (() => void)[] = [];
  stubApi({
    ...sessionHandlers(ann),
    'GET /groups': () => [household],
    'GET /categories': categoriesHandler,
    'GET /transactions/upcoming': () => [],
    'GET /transactions': (request: StubRequest) =>
      new Promise((resolve) => held.push(() => resolve(listHandler(rows)(request)))),
  });
  const { queryClient } = renderRoute(<TransactionsPage />, { path: '/transactions' });
  return {
    queryClient,
    setRows: (next: Transaction[]) => (rows = next),
    /** Waits for both cards to ask, then answers them. */
    answer: async () => {
      await waitFor(() => expect(held.length).toBeGreaterThanOrEqual(2));
      held.splice(0).forEach((send) => send());
    },
  };
}

describe('TransactionsPage drawing', () => {
  it('draws the filter bar again when the filters change, not when only the rows do', async () => {
    const page = renderWithHeldLists();
    await screen.findByRole('search', { name: 'Find transactions' });
    // Settled: the categories are in, the lists still on their way.
    await screen.findByPlaceholderText('Any category');
    const drawn = month.draws;

    await page.answer();
    await screen.findByRole('button', { name: /^Edit Rent, / });
    page.setRows([rent, transactionOf({ id: 't3', name: 'Water', amount: -0.2 })]);
    void page.queryClient.invalidateQueries({ queryKey: transactionKeys.lists() });
    await page.answer();
    await screen.findByRole('button', { name: /^Edit Water, / });
    expect(month.draws).toBe(drawn);

    // A filter from the address still reaches the bar and the lists.
    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Type' }));
    await user.click(await screen.findByRole('option', { name: 'Expenses' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Incomes' })).toBeNull());
    expect(screen.getByRole('combobox', { name: 'Type' }).textContent).toBe('Expenses');
    expect(month.draws).toBeGreaterThan(drawn);
  });
});
