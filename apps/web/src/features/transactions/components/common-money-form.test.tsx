import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, moneyAccountOf, sessionHandlers, stubApi } from '@/test/api-stub.ts';
import { renderRoute } from '@/test/render.tsx';
import {
  ann,
  categoriesHandler,
  listHandler,
  shared,
  transactionOf,
} from '@/test/transactions-fixtures.ts';
import { TransactionsPage } from './transactions-page.tsx';

// The lazily loaded form's module comes with the file, so the waits time the screen.
import './add-transaction-form.tsx';

const card = moneyAccountOf({ id: 'm1', name: 'Anna card' });
const joint = moneyAccountOf({ id: 'm2', name: 'Joint', commonMoney: true });

describe('an entry in the household’s common money', () => {
  it('has no Paid by and no Split, says why, and sends neither', async () => {
    const api = stubApi({
      ...sessionHandlers(ann),
      'GET /groups': () => [shared],
      'GET /categories': categoriesHandler,
      'GET /groups/g1/money-accounts': () => [card, joint],
      'GET /transactions': listHandler([]),
      'POST /transactions': () => transactionOf({ name: 'Groceries', paidBy: null }),
    });
    renderRoute(<TransactionsPage />, {
      path: '/transactions',
      url: '/transactions?action=quick_add&groupId=g1',
    });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Name'), 'Groceries');
    await user.type(screen.getByLabelText('Value'), '84.20');
    expect(await screen.findByRole('combobox', { name: 'Paid by' })).toBeTruthy();

    await user.click(screen.getByRole('combobox', { name: 'Money account' }));
    await user.click(await screen.findByRole('option', { name: /^Joint/ }));
    await waitFor(() => expect(screen.queryByRole('combobox', { name: 'Paid by' })).toBeNull());
    expect(screen.queryByRole('combobox', { name: 'Split' })).toBeNull();
    expect(screen.getByTestId('common-money-note').textContent).toBe(
      "Joint is the household's common money: nobody pays for the others from it, so it has no payer and no split.",
    );
    await user.click(screen.getByRole('button', { name: 'Add Transaction' }));
    await waitFor(() => expect(callsTo(api, 'POST /transactions')).toHaveLength(1));
    const body = callsTo(api, 'POST /transactions')[0]?.body as Record<string, unknown>;
    expect(body).toMatchObject({ moneyAccountId: 'm2', name: 'Groceries', amount: 84.2 });
    expect([body.paidBy, body.split]).toEqual([undefined, undefined]);
  });
});
