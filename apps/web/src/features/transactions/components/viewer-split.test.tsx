import { MemberRole, SplitMethod } from '@budget/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, groupOf, sessionHandlers, stubApi } from '@/test/api-stub.ts';
import { renderRoute } from '@/test/render.tsx';
import {
  ann,
  categoriesHandler,
  listHandler,
  transactionOf,
} from '@/test/transactions-fixtures.ts';
import { TransactionsPage } from './transactions-page.tsx';

// The lazily loaded form's module comes with the file, so the waits time the screen.
import './edit-transaction-form.tsx';

const memberOf = (userId: string, name: string, role: MemberRole) => ({
  userId,
  name,
  userEmail: `${name.toLowerCase()}@example.test`,
  role,
  joinedAt: '2026-01-03T10:00:00Z',
});

/** Ann (Owner) and Bob pay; their daughter Cy only looks (Viewer). */
const family = groupOf({
  groupMembers: [
    ...groupOf().groupMembers,
    memberOf('u-bob', 'Bob', MemberRole.Member),
    memberOf('u-cy', 'Cy', MemberRole.Viewer),
  ],
});

const groceries = transactionOf({ id: 't2', name: 'Groceries', amount: -25.1, paidBy: 'u-ann' });

async function editGroceries(transaction = groceries) {
  const api = stubApi({
    ...sessionHandlers(ann),
    'GET /groups': () => [family],
    'GET /categories': categoriesHandler,
    'GET /transactions': listHandler([transaction]),
    'PUT /transactions': () => transaction,
  });
  renderRoute(<TransactionsPage />, { path: '/transactions' });
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: /^Edit Groceries, / }));
  await screen.findByRole('combobox', { name: 'Split' });
  return { api, user };
}

async function chooseSplit(user: ReturnType<typeof userEvent.setup>, option: string) {
  await user.click(screen.getByRole('combobox', { name: 'Split' }));
  await user.click(await screen.findByRole('option', { name: option }));
}

const box = (name: string) => screen.getByRole<HTMLInputElement>('textbox', { name });
const ticked = (name: string) =>
  screen.getByRole('checkbox', { name }).getAttribute('aria-checked');

describe('a new split leaves the Viewer out', () => {
  it('ticks only the members who pay, the Viewer may be added by hand', async () => {
    const { api, user } = await editGroceries();
    await chooseSplit(user, 'Equally');
    expect([ticked('Ann'), ticked('Bob'), ticked('Cy')]).toEqual(['true', 'true', 'false']);
    expect(screen.getAllByText('12.55 PLN')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Update Transaction' }));
    expect(await screen.findByText('Transaction updated successfully')).toBeTruthy();
    expect(callsTo(api, 'PUT /transactions')[0]?.body).toMatchObject({
      split: {
        method: SplitMethod.Equal,
        parts: [
          { userId: 'u-ann', value: 1 },
          { userId: 'u-bob', value: 1 },
        ],
      },
    });

    await user.click(await screen.findByRole('button', { name: /^Edit Groceries, / }));
    await chooseSplit(user, 'Equally');
    await user.click(screen.getByRole('checkbox', { name: 'Cy' }));
    expect(screen.getAllByText('8.37 PLN')).toHaveLength(2);
    expect(screen.getByText('8.36 PLN')).toBeTruthy();
  });

  it('gives shares and percentages to the members who pay, the Viewer’s box empty', async () => {
    const { user } = await editGroceries();
    await chooseSplit(user, 'By shares');
    expect([box('Ann shares').value, box('Bob shares').value, box('Cy shares').value]).toEqual([
      '1',
      '1',
      '',
    ]);
    await chooseSplit(user, 'By percentages');
    expect([
      box('Ann percentage').value,
      box('Bob percentage').value,
      box('Cy percentage').value,
    ]).toEqual(['50', '50', '']);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows a stored split that includes the Viewer as it was stored', async () => {
    const { user } = await editGroceries({
      ...groceries,
      split: {
        method: SplitMethod.Shares,
        parts: [
          { userId: 'u-ann', value: 2, amount: 12.55 },
          { userId: 'u-cy', value: 2, amount: 12.55 },
        ],
      },
    });
    expect(screen.getByRole('combobox', { name: 'Split' }).textContent).toBe('By shares');
    expect([box('Ann shares').value, box('Bob shares').value, box('Cy shares').value]).toEqual([
      '2',
      '',
      '2',
    ]);
    // Another method chosen starts from the members who pay.
    await chooseSplit(user, 'Equally');
    expect([ticked('Ann'), ticked('Bob'), ticked('Cy')]).toEqual(['true', 'true', 'false']);
  });

  it('offers only the members who pay as Paid by, a Viewer stored there kept', async () => {
    const { user } = await editGroceries();
    await user.click(screen.getByRole('combobox', { name: 'Paid by' }));
    const names = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(names).toEqual(['Ann', 'Bob']);
    await user.keyboard('{Escape}');
  });

  it('keeps a Viewer who was stored as the payer on offer', async () => {
    const { user } = await editGroceries({ ...groceries, paidBy: 'u-cy' });
    expect(screen.getByRole('combobox', { name: 'Paid by' }).textContent).toBe('Cy');
    await user.click(screen.getByRole('combobox', { name: 'Paid by' }));
    const names = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(names).toEqual(['Ann', 'Bob', 'Cy']);
    await user.keyboard('{Escape}');
  });
});
