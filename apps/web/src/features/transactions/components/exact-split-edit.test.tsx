import { SplitMethod } from '@budget/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, sessionHandlers, stubApi } from '@/test/api-stub.ts';
import { renderRoute } from '@/test/render.tsx';
import {
  ann,
  categoriesHandler,
  listHandler,
  shared,
  transactionOf,
} from '@/test/transactions-fixtures.ts';
import { TransactionsPage } from './transactions-page.tsx';

// The form's module comes with the file, so the waits time the screen, not Vite compiling it.
import './edit-transaction-form.tsx';

/** A 100.00 PLN bill Ann and Bob split by exact amounts, 30 and 70. */
const bill = transactionOf({
  id: 't-bill',
  name: 'Electricity',
  amount: -100,
  split: {
    method: SplitMethod.Exact,
    parts: [
      { userId: 'u-ann', value: 30, amount: 30 },
      { userId: 'u-bob', value: 70, amount: 70 },
    ],
  },
});

/** The list with `transaction`'s edit form opened and its Value changed to 120. */
async function editValueOf(transaction: typeof bill) {
  const api = stubApi({
    ...sessionHandlers(ann),
    'GET /groups': () => [shared],
    'GET /categories': categoriesHandler,
    'GET /transactions': listHandler([transaction]),
    'PUT /transactions': () => transaction,
  });
  renderRoute(<TransactionsPage />, { path: '/transactions' });
  const user = userEvent.setup();
  await user.click(
    await screen.findByRole('button', { name: new RegExp(`^Edit ${transaction.name}, `) }),
  );
  const value = await screen.findByLabelText('Value');
  await user.clear(value);
  await user.type(value, '120');
  return { api, user };
}

describe('Editing the value of a split by exact amounts', () => {
  it('says the amounts no longer add up, sends nothing, then sends the amounts typed', async () => {
    const { api, user } = await editValueOf(bill);
    // Without this, the server turned 30 and 70 into shares of 120 (36 and 84) unseen.
    expect(screen.getByRole('alert').textContent).toBe(
      'The parts add up to 100.00 PLN: 20.00 PLN short of 120.00 PLN',
    );
    await user.click(screen.getByRole('button', { name: 'Update Transaction' }));
    await waitFor(() =>
      expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContain(
        'Not sent yet: The parts add up to 100.00 PLN: 20.00 PLN short of 120.00 PLN',
      ),
    );
    expect(callsTo(api, 'PUT /transactions')).toHaveLength(0);

    const bobPart = screen.getByRole('textbox', { name: 'Bob amount' });
    await user.clear(bobPart);
    await user.type(bobPart, '90');
    await user.click(screen.getByRole('button', { name: 'Update Transaction' }));
    await waitFor(() => expect(callsTo(api, 'PUT /transactions')).toHaveLength(1));
    expect(callsTo(api, 'PUT /transactions')[0]?.body).toMatchObject({
      amount: 120,
      split: {
        method: SplitMethod.Exact,
        parts: [
          { userId: 'u-ann', value: 30 },
          { userId: 'u-bob', value: 90 },
        ],
      },
    });
  });

  it('leaves a part of a member who has left to the server, which keeps it in proportion', async () => {
    const withCy = transactionOf({
      id: 't-old',
      name: 'Old bill',
      amount: -100,
      split: {
        method: SplitMethod.Exact,
        parts: [
          { userId: 'u-ann', value: 30, amount: 30 },
          { userId: 'u-bob', value: 50, amount: 50 },
          { userId: 'u-cy', value: 20, amount: 20 },
        ],
      },
    });
    const { api, user } = await editValueOf(withCy);
    await user.click(screen.getByRole('button', { name: 'Update Transaction' }));
    await waitFor(() => expect(callsTo(api, 'PUT /transactions')).toHaveLength(1));
    const body = callsTo(api, 'PUT /transactions')[0]?.body as Record<string, unknown>;
    expect([body.amount, 'split' in body]).toEqual([120, false]);
  });
});

describe('Putting an edited split back on the group default', () => {
  it('offers the default beside As saved, hides the rows and sends splitDefault alone', async () => {
    const { api, user } = await editValueOf(bill);
    await user.click(screen.getByRole('combobox', { name: 'Split' }));
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(options.slice(0, 3)).toEqual(['As saved', 'Group default', 'Equally']);
    await user.click(screen.getByRole('option', { name: 'Group default' }));
    // No rows, and no message about the old amounts: the server divides the new value.
    expect(screen.queryByRole('textbox', { name: 'Bob amount' })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Update Transaction' }));
    await waitFor(() => expect(callsTo(api, 'PUT /transactions')).toHaveLength(1));
    const body = callsTo(api, 'PUT /transactions')[0]?.body as Record<string, unknown>;
    expect([body.amount, body.splitDefault, 'split' in body]).toEqual([120, true, false]);
  });
});
