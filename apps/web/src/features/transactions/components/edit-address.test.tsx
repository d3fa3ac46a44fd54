import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sessionHandlers, stubApi } from '@/test/api-stub.ts';
import { errorEnvelope, jsonResponse } from '@/test/fetch-mock.ts';
import { renderRoute } from '@/test/render.tsx';
import {
  ann,
  categoriesHandler,
  club,
  household,
  listHandler,
  transactionOf,
} from '@/test/transactions-fixtures.ts';
import { TransactionsPage } from './transactions-page.tsx';

// The form's module comes with the file, so the waits time the screen, not Vite compiling it.
import './edit-transaction-form.tsx';

const books = transactionOf({
  id: 't-book',
  name: 'Books',
  groupId: 'g2',
  account: { name: 'Book club' },
});
const rent = transactionOf({ id: 't-rent', name: 'Rent' });

/** The screen opened at a typed edit address: no history entry and no list carries it. */
function openAt(transactionId: string, answer: () => unknown) {
  stubApi({
    ...sessionHandlers(ann),
    'GET /groups': () => [household, club],
    'GET /categories': categoriesHandler,
    'GET /transactions': listHandler([]),
    [`GET /transactions/${transactionId}`]: answer,
  });
  renderRoute(<TransactionsPage />, {
    path: '/transactions',
    url: `/transactions?action=edit&transactionId=${transactionId}`,
  });
}

describe('an edit address opened anew (a link, a new tab)', () => {
  it('asks for the transaction and opens its form', async () => {
    openAt('t-rent', () => rent);
    expect(await screen.findByRole('heading', { name: 'Update Transaction' })).toBeTruthy();
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Rent');
  });

  it('tells a Viewer the transaction is there, theirs to see but not to change', async () => {
    openAt('t-book', () => books);
    expect(
      await screen.findByText(
        'You are a Viewer in Book club: you can see this transaction but not change it.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('Transaction not available')).toBeTruthy();
  });

  it('says a transaction that is gone may have been deleted', async () => {
    openAt('t-gone', () =>
      jsonResponse(errorEnvelope('Transaction not found', 4), { status: 404 }),
    );
    expect(
      await screen.findByText(
        'Open the transaction again from the list: it may have been deleted meanwhile.',
      ),
    ).toBeTruthy();
  });
});
