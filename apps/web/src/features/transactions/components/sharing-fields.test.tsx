import { MemberRole, SplitMethod } from '@budget/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, groupOf, sessionHandlers, stubApi } from '@/test/api-stub.ts';
import { errorEnvelope, jsonResponse } from '@/test/fetch-mock.ts';
import { renderRoute } from '@/test/render.tsx';
import {
  ann,
  categoriesHandler,
  listHandler,
  shared,
  transactionOf,
} from '@/test/transactions-fixtures.ts';
import { TransactionsPage } from './transactions-page.tsx';

// The lazily loaded forms' modules come with the file, so the tests' waits time the screen, not
// Vite compiling the forms' code on first use (seconds on a busy machine).
import './add-transaction-form.tsx';
import './edit-transaction-form.tsx';

const dinner = transactionOf({
  id: 't2',
  name: 'Dinner',
  amount: -100,
  paidBy: 'u-bob',
  split: {
    method: SplitMethod.Shares,
    parts: [
      { userId: 'u-ann', value: 3, amount: 75 },
      { userId: 'u-bob', value: 1, amount: 25 },
    ],
  },
});

async function openAddForm() {
  const api = stubApi({
    ...sessionHandlers(ann),
    'GET /groups': () => [shared],
    'GET /categories': categoriesHandler,
    'GET /transactions': listHandler([]),
    'POST /transactions': () => dinner,
  });
  renderRoute(<TransactionsPage />, {
    path: '/transactions',
    url: '/transactions?action=quick_add&groupId=g1',
  });
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Name'), 'Dinner');
  await user.type(screen.getByLabelText('Value'), '100');
  return { api, user };
}

/** The list of the group's transactions with Dinner's edit form opened. */
async function openEditForm(group: typeof shared) {
  const api = stubApi({
    ...sessionHandlers(ann),
    'GET /groups': () => [group],
    'GET /categories': categoriesHandler,
    'GET /transactions': listHandler([dinner]),
    'PUT /transactions': () => dinner,
  });
  renderRoute(<TransactionsPage />, { path: '/transactions' });
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: /^Edit Dinner, / }));
  return { api, user };
}

async function choose(user: ReturnType<typeof userEvent.setup>, field: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: field }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('TransactionForm sharing', () => {
  it('defaults to the signed-in payer and the group default, sending neither', async () => {
    const { api, user } = await openAddForm();
    expect(screen.getByRole('combobox', { name: 'Paid by' }).textContent).toBe('Ann');
    expect(screen.getByRole('combobox', { name: 'Split' }).textContent).toBe('Group default');
    await user.click(screen.getByRole('button', { name: 'Add Transaction' }));
    expect(await screen.findByText('Transaction added successfully')).toBeTruthy();
    const body = callsTo(api, 'POST /transactions')[0]?.body as Record<string, unknown>;
    expect('paidBy' in body || 'split' in body).toBe(false);
  });

  it('names the payer of an income as who received it', async () => {
    const { user } = await openAddForm();
    await choose(user, 'Transaction Type', 'Income');
    expect(screen.getByRole('combobox', { name: 'Received by' }).textContent).toBe('Ann');
    expect(screen.queryByRole('combobox', { name: 'Paid by' })).toBeNull();
  });

  it('splits by shares with each part shown live, paid by another member', async () => {
    const { api, user } = await openAddForm();
    await choose(user, 'Paid by', 'Bob');
    await choose(user, 'Split', 'By shares');
    const annShares = screen.getByRole('textbox', { name: 'Ann shares' });
    expect((annShares as HTMLInputElement).value).toBe('1');
    expect(screen.getAllByText('50.00 PLN')).toHaveLength(2);
    await user.clear(annShares);
    await user.type(annShares, '60');
    const bobShares = screen.getByRole('textbox', { name: 'Bob shares' });
    await user.clear(bobShares);
    await user.type(bobShares, '40');
    expect(screen.getByText('60.00 PLN')).toBeTruthy();
    expect(screen.getByText('40.00 PLN')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Add Transaction' }));
    expect(await screen.findByText('Transaction added successfully')).toBeTruthy();
    expect(callsTo(api, 'POST /transactions')[0]?.body).toMatchObject({
      paidBy: 'u-bob',
      split: {
        method: SplitMethod.Shares,
        parts: [
          { userId: 'u-ann', value: 60 },
          { userId: 'u-bob', value: 40 },
        ],
      },
    });
  });

  it('says why percentages do not add up and sends nothing until they do', async () => {
    const { api, user } = await openAddForm();
    await choose(user, 'Split', 'By percentages');
    const annBox = screen.getByRole('textbox', { name: 'Ann percentage' });
    await user.clear(annBox);
    await user.type(annBox, '40');
    expect(screen.getByRole('alert').textContent).toBe(
      'The percentages add up to 90%: 10% short of 100%',
    );
    await user.click(screen.getByRole('button', { name: 'Add Transaction' }));
    expect(callsTo(api, 'POST /transactions')).toHaveLength(0);
    await user.clear(annBox);
    await user.type(annBox, '50');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('splits equally among the ticked members', async () => {
    const { api, user } = await openAddForm();
    await choose(user, 'Split', 'Equally');
    await user.click(screen.getByRole('checkbox', { name: 'Bob' }));
    expect(screen.getByText('100.00 PLN')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Add Transaction' }));
    expect(await screen.findByText('Transaction added successfully')).toBeTruthy();
    expect(callsTo(api, 'POST /transactions')[0]?.body).toMatchObject({
      split: { method: SplitMethod.Equal, parts: [{ userId: 'u-ann', value: 1 }] },
    });
  });

  it('prefills a stored split on edit and sends it only when changed', async () => {
    const { api, user } = await openEditForm(shared);
    // The form's code loads when it opens.
    const paidBy = await screen.findByRole('combobox', { name: 'Paid by' });
    expect(paidBy.textContent).toBe('Bob');
    expect(screen.getByRole('combobox', { name: 'Split' }).textContent).toBe('By shares');
    expect(screen.getByText('75.00 PLN')).toBeTruthy();
    await user.type(screen.getByLabelText('Name'), ' out');
    await user.click(screen.getByRole('button', { name: 'Update Transaction' }));
    expect(await screen.findByText('Transaction updated successfully')).toBeTruthy();
    const body = callsTo(api, 'PUT /transactions')[0]?.body as Record<string, unknown>;
    expect('paidBy' in body || 'split' in body).toBe(false);
  });

  it('updates a split that leaves a member out, kept or changed', async () => {
    const trio = groupOf({
      groupMembers: [
        ...shared.groupMembers,
        {
          userId: 'u-cy',
          name: 'Cy',
          userEmail: 'cy@example.test',
          role: MemberRole.Member,
          joinedAt: '2026-01-04T10:00:00Z',
        },
      ],
    });
    const { api, user } = await openEditForm(trio);
    const cyShares = await screen.findByRole('textbox', { name: 'Cy shares' });
    expect((cyShares as HTMLInputElement).value).toBe('');
    await user.click(screen.getByRole('button', { name: 'Update Transaction' }));
    expect(await screen.findByText('Transaction updated successfully')).toBeTruthy();
    const kept = callsTo(api, 'PUT /transactions')[0]?.body as Record<string, unknown>;
    expect('split' in kept).toBe(false);

    await user.click(await screen.findByRole('button', { name: /^Edit Dinner, / }));
    await user.type(await screen.findByRole('textbox', { name: 'Cy shares' }), '4');
    await user.click(screen.getByRole('button', { name: 'Update Transaction' }));
    await waitFor(() => expect(callsTo(api, 'PUT /transactions')).toHaveLength(2));
    expect(callsTo(api, 'PUT /transactions')[1]?.body).toMatchObject({
      split: {
        method: SplitMethod.Shares,
        parts: [
          { userId: 'u-ann', value: 3 },
          { userId: 'u-bob', value: 1 },
          { userId: 'u-cy', value: 4 },
        ],
      },
    });
  });

  it("shows the server's refusal of a split under the rows", async () => {
    const { user } = await openAddForm();
    stubApi({
      ...sessionHandlers(ann),
      'GET /groups': () => [shared],
      'GET /categories': categoriesHandler,
      'GET /transactions': listHandler([]),
      'POST /transactions': () =>
        jsonResponse(
          errorEnvelope('Every member of a split must be in the group', 9, {
            split: ['Every member of a split must be in the group'],
          }),
          { status: 400 },
        ),
    });
    await choose(user, 'Split', 'Equally');
    await user.click(screen.getByRole('button', { name: 'Add Transaction' }));
    // Under the rows, and in the form's summary (no field of its own is marked for a split).
    await waitFor(() =>
      expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
        'Every member of a split must be in the group',
        'Not saved: Every member of a split must be in the group',
      ]),
    );
  });
});
