import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sessionHandlers, stubApi } from '@/test/api-stub.ts';
import { renderRoute } from '@/test/render.tsx';
import {
  ann,
  categoriesHandler,
  household,
  listHandler,
  transactionOf,
} from '@/test/transactions-fixtures.ts';
import { TransactionsPage } from './transactions-page.tsx';

// The form's module comes with the file, so the waits time the screen, not Vite compiling it.
import './edit-transaction-form.tsx';

const hotel = transactionOf({ id: 't-hotel', name: 'Hotel' });

describe('an edit opened by another screen that asked to be come back to', () => {
  it('returns there on Cancel, not to the transactions list', async () => {
    stubApi({
      ...sessionHandlers(ann),
      'GET /groups': () => [household],
      'GET /categories': categoriesHandler,
      'GET /transactions': listHandler([hotel]),
      'GET /transactions/t-hotel': () => hotel,
    });
    renderRoute(<TransactionsPage />, {
      path: '/transactions',
      before: '/accounts?view=reconcile&group=g1&account=m2&date=2026-11-20&balance=130',
      url: '/transactions?action=edit&transactionId=t-hotel',
      state: { back: true },
      extraRoutes: [{ path: '/accounts', text: 'The reconciliation' }],
    });
    expect(await screen.findByRole('heading', { name: 'Update Transaction' })).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('The reconciliation')).toBeTruthy();
  });
});
